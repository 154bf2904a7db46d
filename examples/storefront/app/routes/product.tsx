import { fitImage, type Picture } from '@matjar/core'
import { Price, StarRating } from '@matjar/ui'
import { useState } from 'react'
import { data } from 'react-router'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { OfferCountdown } from '../components/OfferCountdown.tsx'
import { ProductGrid } from '../components/ProductGrid.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { fitCards, PICTURE_SIZES } from '../picture-sizes.ts'
import { ProductGallery } from '../product/ProductGallery.tsx'
import { firstInStock, ProductPurchase } from '../product/ProductPurchase.tsx'
import { ProductReviews } from '../product/ProductReviews.tsx'
import { idParam } from '../route-values.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import { breadcrumbJsonLd, productJsonLd } from '../seo/structured-data.ts'
import type { Route } from './+types/product'

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = idParam(params.id)
  if (id === null) throw data('Not found', { status: 404 })
  const details = await apiFor(request)
    .call('getProduct', { params: { id } })
    .catch(notFoundWhenMissing)
  // Each picture with the renditions its place can use: any view may become the main picture.
  const { product, similar_products } = details.data
  const asDrawn = (image: Picture) => fitImage(image, PICTURE_SIZES.galleryMain.widest)
  return {
    ...details.data,
    product: {
      ...product,
      image: product.image && asDrawn(product.image),
      images: product.images.map(asDrawn),
      selections: product.selections.map((s) => ({ ...s, image: s.image && asDrawn(s.image) })),
    },
    similar_products: fitCards(similar_products, PICTURE_SIZES.gridCard.widest),
  }
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches, location }) => {
  if (!data) return []
  const { product } = data
  const t = metaWords(matches)
  const at = metaAddresses({ matches, location })
  const description = product.description.split('\n\n')[0] || product.name
  const title = `${product.name} | ${t('shopName')}`
  const picture = product.images[0] ?? product.image
  return [
    { title },
    { name: 'description', content: description },
    ...socialMeta({
      title,
      description,
      url: at.page,
      language: at.language,
      siteName: t('shopName'),
      type: 'product',
      image: picture ? { url: at.picture(picture.url), alt: picture.alt } : null,
    }),
    { 'script:ld+json': productJsonLd(product, { url: at.page, pictureUrl: at.picture }) },
    {
      'script:ld+json': breadcrumbJsonLd([
        { name: t('shopName'), url: at.shop('/') },
        ...(product.category
          ? [{ name: product.category.name, url: at.shop(`/products/${product.category.path}`) }]
          : []),
        { name: product.name, url: at.page },
      ]),
    },
  ]
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, reviews, similar_products: similar } = loaderData
  const t = useT(catalogueMessages)
  const [selectionId, setSelectionId] = useState(() => firstInStock(product))
  const selection = product.selections.find((s) => s.id === selectionId) ?? null
  // The product's views; a chosen colour with its own picture comes first.
  const views = product.images.length > 0 ? product.images : product.image ? [product.image] : []
  const gallery = selection?.image ? [selection.image, ...views] : views
  return (
    <article className="shop-product">
      <ProductGallery pictures={gallery} colourFirst={Boolean(selection?.image)} />
      <section className="shop-product-info">
        <h1>{product.name}</h1>
        {product.ratings_count > 0 ? (
          <div className="shop-product-rating">
            <StarRating value={product.rating} />
          </div>
        ) : null}
        <Price
          price={product.price}
          priceBefore={product.price_before}
          discountText={product.discount_text}
        />
        {product.is_offer && product.offer_ends_at ? (
          <OfferCountdown endsAt={product.offer_ends_at} />
        ) : null}
        <ProductPurchase product={product} selection={selection} onSelect={setSelectionId} />
        <h2>{t('description')}</h2>
        {product.description.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {product.specifications.length > 0 ? (
          <>
            <h2>{t('specifications')}</h2>
            <dl className="shop-specs">
              {product.specifications.map((spec) => (
                <div key={spec.label}>
                  <dt>{spec.label}</dt>
                  <dd>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </section>
      <ProductReviews reviews={reviews} />
      {similar.length > 0 ? (
        <section className="shop-similar">
          <h2>{t('similar')}</h2>
          <ProductGrid products={similar} />
        </section>
      ) : null}
    </article>
  )
}
