import type { ProductCard } from '@matjar/core'
import { ScrollRow } from '@matjar/ui'
import { ShopProductCard } from '../components/ShopProductCard.tsx'

/** A row's card is 11.5rem wide (`--matjar-scroll-row-item`), its picture that less its padding. */
const ROW_IMAGE_SIZES = '10.5rem'

/** A home row of products: sideways on a phone (arrows flip in Arabic), by keyboard too. */
export function ProductRow({
  products,
  label,
}: {
  products: readonly ProductCard[]
  label: string
}) {
  return (
    <ScrollRow label={label}>
      {products.map((product) => (
        <ShopProductCard key={product.id} product={product} imageSizes={ROW_IMAGE_SIZES} />
      ))}
    </ScrollRow>
  )
}
