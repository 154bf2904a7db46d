import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { useShopPath } from '../components/ShopLink.tsx'

/**
 * Add to cart as a form of the cart's action: without JavaScript the browser posts it (the line
 * is added, then back to this page with "Added to cart"); with JavaScript `onAdd` does it in
 * place (the cart machine and its toasts). `children` holds the fields and the submit button.
 */
export function AddToCartForm({
  productId,
  selectionId,
  quantity,
  onAdd,
  className = 'shop-add-form',
  children,
}: {
  productId: number
  selectionId?: number | null
  quantity?: number
  onAdd: () => void
  className?: string
  children: ReactNode
}) {
  const shopPath = useShopPath()
  const { pathname, search } = useLocation()
  return (
    <form
      method="post"
      action={shopPath('/cart')}
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        onAdd()
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      {selectionId ? <input type="hidden" name="selection_id" value={selectionId} /> : null}
      {quantity ? <input type="hidden" name="quantity" value={quantity} /> : null}
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      {children}
    </form>
  )
}
