import { homePage } from '../api.server.js'
import { served } from '../served.js'
import { Home } from '../views/Home.jsx'
import { Trouble } from '../views/Trouble.jsx'

// A server component: the API is called on the server, in the page's language.
export default async function HomePage({ params }) {
  const { lang } = await params
  const read = await served(() => homePage(lang))
  return read ? <Home {...read.answer} /> : <Trouble language={lang} offline />
}
