import {
  CartProvider,
  createStorefrontClient,
  Money,
  ShopifyProvider,
  useCart,
} from '@shopify/hydrogen-react'
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

// The same scope with Hydrogen-react: a provider, 12 products read from the Storefront API with
// Add, the cart's lines and its total. (Never run by the bench: only its first load is counted.)
const shop = { storeDomain: 'https://example.myshopify.com', storefrontApiVersion: '2026-04' }
const client = createStorefrontClient({ ...shop, publicStorefrontToken: 'token' })
const PRODUCTS = `query Products { products(first: 12) { nodes { id title
  variants(first: 1) { nodes { id price { amount currencyCode } } } } } }`

function Products() {
  const [products, setProducts] = useState([])
  const { linesAdd } = useCart()
  useEffect(() => {
    fetch(client.getStorefrontApiUrl(), {
      method: 'POST',
      headers: client.getPublicTokenHeaders(),
      body: JSON.stringify({ query: PRODUCTS }),
    })
      .then((answer) => answer.json())
      .then(({ data }) => setProducts(data.products.nodes))
  }, [])
  return (
    <ul>
      {products.map((product) => {
        const variant = product.variants.nodes[0]
        return (
          <li key={product.id}>
            {product.title} <Money data={variant.price} />{' '}
            <button
              type="button"
              onClick={() => linesAdd([{ merchandiseId: variant.id, quantity: 1 }])}
            >
              Add {product.title}
            </button>
          </li>
        )
      })}
    </ul>
  )
}

function Cart() {
  const { lines, cost } = useCart()
  return (
    <section aria-label="Cart">
      <ul>
        {(lines ?? []).map((line) => (
          <li key={line.id}>
            {line.quantity} × {line.merchandise?.product?.title}
          </li>
        ))}
      </ul>
      <p>Total: {cost?.totalAmount ? <Money data={cost.totalAmount} /> : null}</p>
    </section>
  )
}

createRoot(document.getElementById('root')).render(
  <ShopifyProvider {...shop} storefrontToken="token" countryIsoCode="SA" languageIsoCode="EN">
    <CartProvider>
      <Products />
      <Cart />
    </CartProvider>
  </ShopifyProvider>,
)
