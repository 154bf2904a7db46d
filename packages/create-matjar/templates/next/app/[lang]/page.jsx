import { homePage } from '../api.server.js'
import { Home } from '../views/Home.jsx'

// A server component: the API is called on the server, in the page's language.
export default async function HomePage({ params }) {
  const { lang } = await params
  return <Home {...(await homePage(lang))} />
}
