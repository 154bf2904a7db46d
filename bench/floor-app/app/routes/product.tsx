import { data } from 'react-router'
import type { Route } from './+types/product'

interface Product {
  name: string
  price: string
  description: string
  images: {
    url: string
    alt: string
    width?: number
    height?: number
    renditions?: { url: string; width: number; type: string }[]
  }[]
}

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000'

// The same call the shop's product page makes, answered by the same API.
export async function loader({ params }: Route.LoaderArgs) {
  const res = await fetch(`${apiUrl}/data/products/${encodeURIComponent(params.id)}`)
  if (!res.ok) throw data(null, { status: res.status })
  const { data: details } = (await res.json()) as { data: { product: Product } }
  const { name, price, description, images } = details.product
  const image = images[0]
  // The API's pictures are paths on its host; the floor takes its AVIF renditions, as the shop does.
  const absolute = (url: string) => new URL(url, apiUrl).href
  return {
    name,
    price,
    description,
    image: image
      ? {
          src: absolute(image.url),
          alt: image.alt,
          width: image.width ?? 600,
          height: image.height ?? 600,
          avif: (image.renditions ?? [])
            .filter((r) => r.type === 'image/avif')
            .map((r) => `${absolute(r.url)} ${r.width}w`)
            .join(', '),
        }
      : null,
  }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.name ?? 'Product' }]

export default function Product({ loaderData }: Route.ComponentProps) {
  const { name, price, description, image } = loaderData
  return (
    <main>
      <h1>{name}</h1>
      {image ? (
        <picture>
          {image.avif ? (
            <source type="image/avif" srcSet={image.avif} sizes="(min-width: 600px) 600px, 100vw" />
          ) : null}
          <img
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            fetchPriority="high"
            style={{ maxWidth: '100%', height: 'auto' }}
          />
        </picture>
      ) : null}
      <p>SAR {price}</p>
      <p>{description}</p>
    </main>
  )
}
