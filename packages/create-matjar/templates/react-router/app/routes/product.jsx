import { languageOfPath } from '@matjar/core'
import { data } from 'react-router'
import { productPage } from '../api.server.js'
import { Product } from '../views/Product.jsx'

export async function loader({ request, params }) {
  const product = await productPage(languageOfPath(new URL(request.url).pathname), params.id)
  if (!product) throw data(null, { status: 404 })
  return { product }
}

export const meta = ({ data }) => [{ title: data?.product.name }]

export default ({ loaderData }) => <Product {...loaderData} />
