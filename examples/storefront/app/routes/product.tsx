import { fitImage, multiplyMoney, type Image as Picture, type ProductSelection } from '@matjar/core'
import { useAuth, useCart, useMoney, useShopActors, useToasts, useWishlist } from '@matjar/react'
import { Button, Image, Price, QuantityStepper, RadioGroup, StarRating } from '@matjar/ui'
import { useState } from 'react'
import { data } from 'react-router'
import { apiFor, notFoundWhenMissing } from '../api.server.ts'
import { OfferCountdown } from '../components/OfferCountdown.tsx'
import { ProductGrid } from '../components/ProductGrid.tsx'
import { ProductImageViewer, prepareViewer } from '../components/ProductImageViewer.tsx'
import { ShopLink } from '../components/ShopLink.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { fitCards, PICTURE_SIZES } from '../picture-sizes.ts'
import { metaAddresses, socialMeta } from '../seo/page-meta.ts'
import { breadcrumbJsonLd, productJsonLd } from '../seo/structured-data.ts'
import type { Route } from './+types/product'

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = Number(params.id)
  if (!Number.isSafeInteger(id) || id < 1) throw data('Not found', { status: 404 })
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
  const shop = useT(shopMessages)
  const money = useMoney()
  // The viewer lives on this page only, and loads (machine and component) when first opened. The
  // page opens it and leaves the rest to it (no re-render of the page as the shopper zooms or turns).
  const { imageViewer } = useShopActors()
  const { add } = useCart()
  const { show } = useToasts()
  const { isSignedIn } = useAuth()
  const wishlist = useWishlist()
  const favourite = wishlist.isFavourite(product.id)
  const inStock = (selection: ProductSelection) => selection.stock > 0
  const [selectionId, setSelectionId] = useState<number | null>(
    product.selections.find(inStock)?.id ?? null,
  )
  const [quantity, setQuantity] = useState(1)
  const selection = product.selections.find((s) => s.id === selectionId) ?? null
  // The product's views; a chosen colour with its own picture comes first.
  const views = product.images.length > 0 ? product.images : product.image ? [product.image] : []
  const gallery = selection?.image ? [selection.image, ...views] : views
  const stock = selection ? selection.stock : product.stock
  // The price switches to wholesale at the threshold, in the cart and at checkout alike
  // (docs/decisions.md, "Wholesale prices"); the page says so as the quantity reaches it.
  const wholesale =
    product.wholesale_price !== null &&
    product.wholesale_min_quantity !== null &&
    quantity >= product.wholesale_min_quantity
  const addToCart = () =>
    add(
      {
        product_id: product.id,
        product_type: 'retail',
        ...(selection ? { selection_id: selection.id } : {}),
      },
      quantity,
      {
        price: wholesale && product.wholesale_price ? product.wholesale_price : product.price,
        price_before: wholesale ? product.price : product.price_before,
        name: selection ? `${product.name} - ${selection.name}` : product.name,
      },
    ).then(
      () => show({ kind: 'success', message: t('added') }),
      () => {},
    )
  return (
    <article className="shop-product">
      <section className="shop-gallery">
        {gallery.map((image, index) => (
          <button
            // A colour's picture may also be one of the views: the first place is the colour's.
            key={selection?.image && index === 0 ? `colour:${image.url}` : image.url}
            type="button"
            className="shop-gallery-image"
            aria-label={t('openImage', { n: index + 1, count: gallery.length })}
            onClick={() => {
              prepareViewer()
              imageViewer.send({
                type: 'viewer.open',
                images: gallery.map(({ url, ...image }) => ({ ...image, src: url })),
                index,
              })
            }}
          >
            {/* The first picture is the page's largest (its LCP): fetched first. The others
                are thumbnails in a row of four under it. */}
            <Image
              image={image}
              sizes={
                index === 0 ? PICTURE_SIZES.galleryMain.sizes : PICTURE_SIZES.galleryThumb.sizes
              }
              priority={index === 0}
            />
          </button>
        ))}
      </section>
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
        {product.wholesale_price && product.wholesale_min_quantity ? (
          <p className="shop-wholesale">
            {t('wholesalePrice', {
              price: money(product.wholesale_price),
              min: product.wholesale_min_quantity,
            })}
          </p>
        ) : null}
        {wholesale && product.wholesale_price ? (
          <p className="shop-wholesale-applies" role="status">
            {t('wholesaleApplies', {
              count: quantity,
              price: money(product.wholesale_price),
              total: money(multiplyMoney(product.wholesale_price, quantity)),
            })}
          </p>
        ) : null}
        {product.selections.length > 0 ? (
          <RadioGroup
            label={t('chooseColour')}
            value={selectionId === null ? '' : String(selectionId)}
            onValueChange={(value) => setSelectionId(Number(value))}
            options={product.selections.map((s) => ({
              value: String(s.id),
              label: s.name,
              disabled: !inStock(s),
            }))}
          />
        ) : null}
        {stock > 0 ? (
          <div className="shop-buy">
            <QuantityStepper
              label={shop('quantity')}
              value={quantity}
              min={1}
              max={stock}
              onChange={setQuantity}
            />
            <Button size="lg" onClick={addToCart}>
              {t('addToCart')}
            </Button>
          </div>
        ) : (
          <p className="shop-out-of-stock">{t('outOfStock')}</p>
        )}
        {isSignedIn ? (
          <Button
            variant="outline"
            aria-pressed={favourite}
            onClick={() => void wishlist.toggle(product.id)}
          >
            {favourite ? t('inWishlist') : t('addToWishlist')}
          </Button>
        ) : (
          <ShopLink to="/auth">{t('signInForWishlist')}</ShopLink>
        )}
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
      <section className="shop-reviews">
        <h2>{t('reviews')}</h2>
        {reviews.length === 0 ? <p>{t('noReviews')}</p> : null}
        <ul>
          {reviews.map((review) => (
            <li key={review.id}>
              <StarRating value={review.rating} />
              {/* Reviews keep the language they were written in: `dir="auto"` lets an English
                  review read left to right inside the Arabic page, and the other way round,
                  while the paragraph still lines up with the page's side. */}
              <p>
                <strong>
                  <bdi dir="auto">{review.author_name}</bdi>
                </strong>
              </p>
              {review.comment ? (
                <p>
                  <bdi dir="auto">{review.comment}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {similar.length > 0 ? (
        <section className="shop-similar">
          <h2>{t('similar')}</h2>
          <ProductGrid products={similar} />
        </section>
      ) : null}
      <ProductImageViewer actor={imageViewer} />
    </article>
  )
}
