import { notFound } from 'next/navigation'
import { productPage } from '../../../api.server.js'
import { served } from '../../../served.js'
import { Product } from '../../../views/Product.jsx'
import { Trouble } from '../../../views/Trouble.jsx'

export default async function ProductPage({ params }) {
  const { lang, id } = await params
  const read = await served(() => productPage(lang, id))
  if (!read) return <Trouble language={lang} offline />
  const product = read.answer
  if (!product) notFound()
  return <Product product={product} />
}
