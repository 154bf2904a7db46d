import { languageOfPath } from '@matjar/core'
import { data } from 'react-router'
import { productPage } from '../api.server.js'
import { served } from '../served.js'
import { Product } from '../views/Product.jsx'

export async function loader({ request, params }) {
  const language = languageOfPath(new URL(request.url).pathname)
  const product = await served(() => productPage(language, params.id))
  if (!product) throw data(null, { status: 404 })
  return { product }
}

export const meta = ({ data }) => [{ title: data?.product.name }]

export default ({ loaderData }) => <Product {...loaderData} />
