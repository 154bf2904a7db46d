import { listingPage } from '../../api.server.js'
import { Listing } from '../../views/Listing.jsx'

export const metadata = { title: 'Products' }

export default async function ProductsPage({ params, searchParams }) {
  const { lang } = await params
  const search = new URLSearchParams(await searchParams)
  return <Listing {...(await listingPage(lang, search))} />
}
