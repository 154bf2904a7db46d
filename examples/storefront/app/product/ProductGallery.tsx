import type { Picture } from '@matjar/core'
import { useShopActors } from '@matjar/react'
import { Image } from '@matjar/ui'
import { ProductImageViewer, prepareViewer } from '../components/ProductImageViewer.tsx'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { PICTURE_SIZES } from '../picture-sizes.ts'

/**
 * A product's pictures, each opening the image viewer. The viewer lives on this page only and
 * loads (machine and component) when first opened; the page opens it and leaves the rest to it
 * (no re-render of the page as the shopper zooms or turns).
 */
export function ProductGallery({
  pictures,
  colourFirst,
}: {
  pictures: readonly Picture[]
  /** The first picture is the chosen colour's own (it may also be one of the views). */
  colourFirst: boolean
}) {
  const t = useT(catalogueMessages)
  const { imageViewer } = useShopActors()
  return (
    <>
      <section className="shop-gallery">
        {pictures.map((image, index) => (
          <button
            key={colourFirst && index === 0 ? `colour:${image.url}` : image.url}
            type="button"
            className="shop-gallery-image"
            aria-label={t('openImage', { n: index + 1, count: pictures.length })}
            onClick={() => {
              prepareViewer()
              imageViewer.send({
                type: 'viewer.open',
                images: pictures.map(({ url, ...picture }) => ({ ...picture, src: url })),
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
      <ProductImageViewer actor={imageViewer} />
    </>
  )
}
