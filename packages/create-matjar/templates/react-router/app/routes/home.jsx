import { languageOfPath } from '@matjar/core'
import { homePage } from '../api.server.js'
import { served } from '../served.js'
import { Home } from '../views/Home.jsx'

// On the server: the API in the language of the address asked for.
export const loader = ({ request }) =>
  served(() => homePage(languageOfPath(new URL(request.url).pathname)))

export const meta = () => [{ title: 'My shop' }]

export default ({ loaderData }) => <Home {...loaderData} />
