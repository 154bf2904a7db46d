import Medusa from '@medusajs/js-sdk'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

// The same scope with Medusa's js-sdk: 12 products with Add, the cart's lines and its total
// (formatted with Intl, as Medusa's starter does). Never run by the bench: its first load is counted.
const sdk = new Medusa({ baseUrl: 'http://127.0.0.1:9000', publishableKey: 'pk_bench' })
const money = (amount, currency) =>
  new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount)

function Shop() {
  const [products, setProducts] = useState([])
  const [cart, setCart] = useState(null)
  useEffect(() => {
    sdk.store.product.list({ limit: 12 }).then(({ products }) => setProducts(products))
  }, [])
  const add = async (variantId) => {
    const id = cart?.id ?? (await sdk.store.cart.create({})).cart.id
    const { cart: next } = await sdk.store.cart.createLineItem(id, {
      variant_id: variantId,
      quantity: 1,
    })
    setCart(next)
  }
  return (
    <>
      <ul>
        {products.map((product) => (
          <li key={product.id}>
            {product.title}{' '}
            <button type="button" onClick={() => add(product.variants[0].id)}>
              Add {product.title}
            </button>
          </li>
        ))}
      </ul>
      <section aria-label="Cart">
        <ul>
          {(cart?.items ?? []).map((item) => (
            <li key={item.id}>
              {item.quantity} × {item.title}
            </li>
          ))}
        </ul>
        <p>Total: {cart ? money(cart.total, cart.currency_code) : null}</p>
      </section>
    </>
  )
}

createRoot(document.getElementById('root')).render(<Shop />)
