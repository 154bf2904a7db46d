import { notFound } from 'next/navigation'
import { productPage } from '../../../api.server.js'
import { Product } from '../../../views/Product.jsx'

export default async function ProductPage({ params }) {
  const { lang, id } = await params
  const product = await productPage(lang, id)
  if (!product) notFound()
  return <Product product={product} />
}
