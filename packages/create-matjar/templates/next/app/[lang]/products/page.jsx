import { listingPage } from '../../api.server.js'
import { served } from '../../served.js'
import { Listing } from '../../views/Listing.jsx'
import { Trouble } from '../../views/Trouble.jsx'

export const metadata = { title: 'Products' }

export default async function ProductsPage({ params, searchParams }) {
  const { lang } = await params
  const search = new URLSearchParams(await searchParams)
  const read = await served(() => listingPage(lang, search))
  return read ? <Listing {...read.answer} /> : <Trouble language={lang} offline />
}
