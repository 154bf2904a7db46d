import { languageOfPath } from '@matjar/core'
import { listingPage } from '../api.server.js'
import { served } from '../served.js'
import { Listing } from '../views/Listing.jsx'

export function loader({ request }) {
  const url = new URL(request.url)
  return served(() => listingPage(languageOfPath(url.pathname), url.searchParams))
}

export const meta = () => [{ title: 'Products' }]

export default ({ loaderData }) => <Listing {...loaderData} />
