import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useCart } from './useCart.ts'

const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const STOCK = 3
/** A tiny Storefront API: one product with 3 in stock, guest carts by uuid. */
const carts = new Map<string, number>()
const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const headers = {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-allow-headers': '*',
  }
  if (req.method === 'OPTIONS') return res.writeHead(204, headers).end()
  if (url.pathname === '/data/product/cart') {
    const quantity = carts.get(url.searchParams.get('uuid') ?? '') ?? 0
    const data = quantity
      ? {
          items: [{ product_id: 1, product_type: 'retail', quantity, price: '12.50' }],
          total_item_count: quantity,
          sub_total: (quantity * 12.5).toFixed(2),
          total_price: (quantity * 12.5).toFixed(2),
        }
      : null
    return res.writeHead(200, headers).end(JSON.stringify({ message: '', data }))
  }
  if (url.pathname === '/actions/product/add-to-cart') {
    let text = ''
    for await (const chunk of req) text += chunk
    const body = JSON.parse(text) as { uuid: string; quantity: number }
    const next = (carts.get(body.uuid) ?? 0) + body.quantity
    if (next > STOCK) {
      return res.writeHead(402, headers).end(JSON.stringify({ message: 'Only 3 left' }))
    }
    carts.set(body.uuid, next)
    return res.writeHead(200, headers).end(JSON.stringify({ message: 'Added to cart', data: null }))
  }
  res.writeHead(404, headers).end(JSON.stringify({ message: 'Not found' }))
})
let apiUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  cleanup()
  localStorage.clear()
  carts.clear()
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

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
        onClick={() =>
          add({ product_id: 1, product_type: 'retail' }, 2, { price: '12.50' }).catch(
            (error: Error) => {
              shown.error = error.message
            },
          )
        }
      >
        Add two
      </button>
    </div>
  )
}

describe('useCart', () => {
  it("shows the guest's cart once it is read", async () => {
    carts.set(GUEST, 2)
    localStorage.setItem('guest-cart-uiid', GUEST)
    render(
      <StorefrontProvider apiUrl={apiUrl}>
        <MiniCart />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('2'))
    expect(screen.getByLabelText('Subtotal').textContent).toBe('25.00')
  })

  it('adds at once, keeps what the server accepted, and rolls back what it refused (402)', async () => {
    render(
      <StorefrontProvider apiUrl={apiUrl}>
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
      <StorefrontProvider apiUrl={apiUrl}>
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
})
