import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
// The example of docs/getting-started.md, as an SDK user writes it (imports from the package).
import { Money, StorefrontProvider, useCart } from './index.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

// ── docs/getting-started.md: a working cart in 18 lines ──
function Cart() {
  const { items, itemCount, subtotal, add, setQuantity } = useCart()
  return (
    <section>
      <button
        type="button"
        onClick={() => add({ product_id: 1, product_type: 'retail' }, 1, { price: '12.50' })}
      >
        Add a mug
      </button>
      <p>
        {itemCount} items · <Money amount={subtotal} />
      </p>
      {items.map((item) => (
        <input
          key={item.product_id}
          type="number"
          aria-label={`Quantity of ${item.product_id}`}
          value={item.quantity}
          onChange={(e) => setQuantity(item, Number(e.target.value))}
        />
      ))}
    </section>
  )
}
const App = ({ apiUrl }: { apiUrl: string }) => (
  <StorefrontProvider apiUrl={apiUrl}>
    <Cart />
  </StorefrontProvider>
)
// ── end of the example ──

describe('the getting-started cart', () => {
  it('adds a product and changes its quantity against a real API', async () => {
    render(<App apiUrl={api.url} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add a mug' }))
    expect(screen.getByText(/1 items/).textContent).toMatch(/SAR\s12\.50/)
    await waitFor(() => expect([...api.carts.values()]).toEqual([1]))
    await waitFor(() => expect(screen.getByText(/1 items/)).toBeTruthy())
    fireEvent.change(screen.getByLabelText('Quantity of 1'), { target: { value: '3' } })
    await waitFor(() => expect([...api.carts.values()]).toEqual([3]))
    expect(screen.getByText(/3 items/).textContent).toMatch(/SAR\s37\.50/)
  })
})
