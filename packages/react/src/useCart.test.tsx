import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMemoryStorage } from '@matjar/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useCart } from './useCart.ts'

const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const seen: string[] = []
const server = createServer((req, res) => {
  seen.push(req.url ?? '')
  const url = new URL(req.url ?? '/', 'http://localhost')
  const mine = url.searchParams.get('uuid') === GUEST
  res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
  res.end(
    JSON.stringify({
      message: '',
      data: mine
        ? {
            items: [{ product_id: 1, product_type: 'retail', quantity: 3, price: '5.00' }],
            total_item_count: 3,
          }
        : null,
    }),
  )
})
let apiUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(cleanup)
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function CartCount() {
  const { itemCount } = useCart()
  return <output aria-label="Cart">{itemCount}</output>
}

describe('useCart', () => {
  it("shows the guest's cart count once the cart is read", async () => {
    const storage = createMemoryStorage()
    storage.setItem('guest-cart-uiid', GUEST)
    render(
      <StorefrontProvider apiUrl={apiUrl} storage={storage}>
        <CartCount />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Cart').textContent).toBe('0')
    expect(await screen.findByText('3')).toBeTruthy()
    expect(seen.at(-1)).toBe(`/data/product/cart?uuid=${GUEST}`)
  })

  it('shows 0 for a visitor with no cart', async () => {
    render(
      <StorefrontProvider apiUrl={apiUrl} storage={createMemoryStorage()}>
        <CartCount />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(seen.at(-1)).toBe('/data/product/cart'))
    expect(screen.getByLabelText('Cart').textContent).toBe('0')
  })

  it('explains what to do when used outside the provider', () => {
    const quiet = console.error
    console.error = () => {}
    try {
      expect(() => render(<CartCount />)).toThrow(/inside <StorefrontProvider>/)
    } finally {
      console.error = quiet
    }
  })
})
