import type { ProductSummary } from '@matjar/core'
import { ScrollRow } from '@matjar/ui'
import { ShopProductCard } from '../components/ShopProductCard.tsx'
import { PICTURE_SIZES } from '../picture-sizes.ts'

/** A home row of products: sideways on a phone (arrows flip in Arabic), by keyboard too. */
export function ProductRow({
  products,
  label,
}: {
  products: readonly ProductSummary[]
  label: string
}) {
  return (
    <ScrollRow label={label}>
      {products.map((product) => (
        <ShopProductCard
          key={product.id}
          product={product}
          imageSizes={PICTURE_SIZES.rowCard.sizes}
        />
      ))}
    </ScrollRow>
  )
}
