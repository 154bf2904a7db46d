// The example of docs/getting-started.md, as an SDK user writes it (imports from the package),
// in a module of its own so that it can export App as the page says; getting-started.test.tsx
// runs it and checks it against the page word for word.
// ── docs/getting-started.md: a working cart in 19 lines ──
import { Money, StorefrontProvider, useCart } from '../src/index.ts'

function Cart() {
  const { items, subtotal, add } = useCart()
  return (
    <section>
      <button type="button" onClick={() => add({ product_id: 1, product_type: 'retail' })}>
        Add to cart
      </button>
      <p>{items.map((item) => `${item.quantity} × ${item.name}`).join(', ')}</p>
      <Money amount={subtotal} />
    </section>
  )
}
export const App = ({ apiUrl }: { apiUrl: string }) => (
  <StorefrontProvider apiUrl={apiUrl}>
    <Cart />
  </StorefrontProvider>
)
// ── end of the example ──
