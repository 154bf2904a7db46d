import { useCart, useShopActors, useToasts } from '@matjar/react'
import { Button, ToastRegion } from '@matjar/ui'

/** Adds one of a product to the cart and shows how many the cart holds. */
export function Cart({ productId = 1 }) {
  const { itemCount, add } = useCart()
  const { show } = useToasts()
  // The provider's toasts, shown by the UI package's region (what every page of a shop has).
  const { toasts } = useShopActors()
  // Never rejects: a refusal resolves { ok: false, error } (and has its warning toast already).
  const addOne = () =>
    add({ product_id: productId, product_type: 'retail' }).then((result) => {
      if (result.ok) show({ kind: 'success', message: 'Added to cart' })
    })
  return (
    <main>
      <ToastRegion actor={toasts} />
      <Button onClick={addOne}>Add to cart</Button>
      <p>
        In the cart: <output>{itemCount}</output>
      </p>
    </main>
  )
}
