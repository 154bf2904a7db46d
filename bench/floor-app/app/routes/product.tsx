import { data } from 'react-router'
import type { Route } from './+types/product'

interface Product {
  name: string
  price: string
  description: string
  images: { url: string; alt: string }[]
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'

// The same call the shop's product page makes, answered by the same API.
export async function loader({ params }: Route.LoaderArgs) {
  const res = await fetch(`${apiUrl}/data/products/${encodeURIComponent(params.id)}`)
  if (!res.ok) throw data(null, { status: res.status })
  const { data: details } = (await res.json()) as { data: { product: Product } }
  const { name, price, description, images } = details.product
  return { name, price, description, image: images[0] ?? null }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.name ?? 'Product' }]

export default function Product({ loaderData }: Route.ComponentProps) {
  const { name, price, description, image } = loaderData
  return (
    <main>
      <h1>{name}</h1>
      {image ? (
        <img
          src={image.url}
          alt={image.alt}
          width={600}
          height={600}
          style={{ maxWidth: '100%', height: 'auto' }}
        />
      ) : null}
      <p>SAR {price}</p>
      <p>{description}</p>
    </main>
  )
}
