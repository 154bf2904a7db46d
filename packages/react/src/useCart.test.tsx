import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { GUEST, startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useCart } from './useCart.ts'
import { useToasts } from './useToasts.ts'

const api = startTinyApi()
const carts = api.carts
afterEach(() => {
  cleanup()
  localStorage.clear()
})

/** What the last refused add said, as a toast would show it. */
const shown: { error?: string } = {}

function MiniCart() {
  const { itemCount, subtotal, add } = useCart()
  return (
    <div>
      <output aria-label="Cart">{itemCount}</output>
      <output aria-label="Subtotal">{subtotal}</output>
      <button
        type="button"
        onClick={async () => {
          const result = await add({ product_id: 1, product_type: 'retail' }, 2, { price: '12.50' })
          if (!result.ok) shown.error = result.error.message
        }}
      >
        Add two
      </button>
    </div>
  )
}

/** What each quantity change resolved to. */
const results: boolean[] = []
/** One cart line's quantity input and the toasts. */
function Line() {
  const { items, setQuantity } = useCart()
  const { toasts } = useToasts()
  const item = items[0]
  return (
    <div>
      {item ? (
        <input
          type="number"
          aria-label="Quantity"
          value={item.quantity}
          onChange={async (e) => {
            const result = await setQuantity(item, Number(e.target.value))
            results.push(result.ok)
          }}
        />
      ) : null}
      <p role="alert">{toasts.map((toast) => toast.message).join(' ')}</p>
    </div>
  )
}

describe('useCart', () => {
  it("shows the guest's cart once it is read", async () => {
    carts.set(GUEST, 2)
    localStorage.setItem('guest-cart-uiid', GUEST)
    render(
      <StorefrontProvider apiUrl={api.url}>
        <MiniCart />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('2'))
    expect(screen.getByLabelText('Subtotal').textContent).toBe('25.00')
  })

  it('adds at once, keeps what the server accepted, and rolls back what it refused (402)', async () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <MiniCart />
      </StorefrontProvider>,
    )
    const add = screen.getByRole('button', { name: 'Add two' })
    fireEvent.click(add)
    expect(screen.getByLabelText('Cart').textContent).toBe('2')
    await waitFor(() => expect(localStorage.getItem('guest-cart-uiid')).toMatch(/^[0-9a-f-]{36}$/))
    const uuid = localStorage.getItem('guest-cart-uiid') ?? ''
    await waitFor(() => expect(carts.get(uuid)).toBe(2))

    fireEvent.click(add)
    expect(screen.getByLabelText('Cart').textContent).toBe('4')
    await waitFor(() => expect(shown.error).toBe('Only 3 left'))
    expect(screen.getByLabelText('Cart').textContent).toBe('2')
    expect(carts.get(uuid)).toBe(2)
  })

  it('renders on the server without touching browser storage, the same HTML as the first browser render', () => {
    localStorage.setItem('guest-cart-uiid', GUEST)
    carts.set(GUEST, 2)
    const html = renderToString(
      <StorefrontProvider apiUrl={api.url}>
        <MiniCart />
      </StorefrontProvider>,
    )
    expect(html).toContain('aria-label="Cart">0</output>')
  })

  it('explains what to do when used outside the provider', () => {
    const original = console.error
    console.error = () => {}
    try {
      expect(() => render(<MiniCart />)).toThrow(/inside <StorefrontProvider>/)
    } finally {
      console.error = original
    }
  })

  it('lowers a quantity by removing the difference; a failed removal rolls back with a toast', async () => {
    carts.set(GUEST, 3)
    localStorage.setItem('guest-cart-uiid', GUEST)
    results.length = 0
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Line />
      </StorefrontProvider>,
    )
    const quantity = await screen.findByLabelText<HTMLInputElement>('Quantity')
    await waitFor(() => expect(quantity.value).toBe('3'))
    fireEvent.change(quantity, { target: { value: '1' } })
    expect(quantity.value).toBe('1')
    await waitFor(() => expect(carts.get(GUEST)).toBe(1))
    await waitFor(() => expect(results).toEqual([true]))

    api.failCart = true
    fireEvent.change(quantity, { target: { value: '0' } })
    await waitFor(() => expect(results).toEqual([true, false]))
    expect(screen.getByLabelText<HTMLInputElement>('Quantity').value).toBe('1')
    expect(screen.getByRole('alert').textContent).toBe('Failed to remove item from cart')
    expect(carts.get(GUEST)).toBe(1)
  })
})
