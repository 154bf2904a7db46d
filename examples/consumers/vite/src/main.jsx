import '@matjar/ui/theme.css'
import { StorefrontProvider, useCart } from '@matjar/react'
import { Button } from '@matjar/ui'
import { createRoot } from 'react-dom/client'

// Where the Storefront API answers: `?api=` (the end-to-end test), else the reference API's port.
const apiUrl = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4000'

function Cart() {
  const { itemCount, add } = useCart()
  return (
    <main>
      <Button onClick={() => add({ product_id: 1, product_type: 'retail' })}>Add to cart</Button>
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
