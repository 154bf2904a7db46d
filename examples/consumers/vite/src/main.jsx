import '@matjar/ui/theme.css'
import { StorefrontProvider, useCart, useFrameActors, useToasts } from '@matjar/react'
import { Button, ToastRegion } from '@matjar/ui'
import { createRoot } from 'react-dom/client'

// Where the Storefront API answers: `?api=` (the end-to-end test), else the reference API's port.
const apiUrl = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4000'

function Cart() {
  const { itemCount, add } = useCart()
  const { show } = useToasts()
  // The provider's toasts, shown by the UI package's region (what every page of a shop has).
  const { toasts } = useFrameActors()
  const addOne = () =>
    add({ product_id: 1, product_type: 'retail' }).then(() =>
      show({ kind: 'success', message: 'Added to cart' }),
    )
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

createRoot(document.getElementById('root')).render(
  <StorefrontProvider apiUrl={apiUrl}>
    <Cart />
  </StorefrontProvider>,
)
