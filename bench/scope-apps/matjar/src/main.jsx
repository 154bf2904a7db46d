import { Money, StorefrontProvider, useCart, useProducts } from '@matjar/react'
import { createRoot } from 'react-dom/client'

// The scope: a provider, a list of 12 products with Add, the cart's lines and its total.
// `?api=` says where the Storefront API answers (the bench serves the in-memory backend).
const apiUrl = new URLSearchParams(location.search).get('api') ?? 'http://127.0.0.1:4000'

function Products() {
  const { data, error } = useProducts({ per_page: 12 })
  const { add } = useCart()
  if (error) return <p role="alert">{error.message}</p>
  return (
    <ul>
      {(data?.items ?? []).map((product) => (
        <li key={product.id}>
          {product.name} <Money amount={product.price} />{' '}
          <button
            type="button"
            onClick={() => add({ product_id: product.id, product_type: 'retail' })}
          >
            Add {product.name}
          </button>
        </li>
      ))}
    </ul>
  )
}

function Cart() {
  const { items, total } = useCart()
  return (
    <section aria-label="Cart">
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.name}
          </li>
        ))}
      </ul>
      <p>
        Total:{' '}
        <output>
          <Money amount={total} />
        </output>
      </p>
    </section>
  )
}

createRoot(document.getElementById('root')).render(
  <StorefrontProvider apiUrl={apiUrl}>
    <Products />
    <Cart />
  </StorefrontProvider>,
)
