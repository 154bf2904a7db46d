// A component test without a server: @matjar/testing's in-memory shop answers the SDK's calls.
import { StorefrontProvider } from '@matjar/react'
import { createTestStorefront, fixtures } from '@matjar/testing'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { Cart } from './Cart.jsx'

const dates = fixtures.products.find((product) => product.slug === 'sukkari-dates-3kg')

afterEach(cleanup)

test('adds one to a cart that already holds two', async () => {
  const { storefront, backend } = createTestStorefront({
    language: 'ar',
    cart: [{ product_id: dates.id, quantity: 2 }],
  })
  // Awaited: the Arabic words load on first use, and the page waits for them.
  const { container } = await act(() =>
    render(
      <StorefrontProvider storefront={storefront} language="ar">
        <Cart productId={dates.id} />
      </StorefrontProvider>,
    ),
  )
  const count = () => container.querySelector('output').textContent
  await waitFor(() => expect(count()).toBe('2'))

  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))

  await waitFor(() => expect(count()).toBe('3'))
  expect(await screen.findByText('Added to cart')).toBeTruthy()
  // The shop behind it holds the line, priced in Arabic as the cart page would show it.
  const cart = storefront.cart.getState().cart
  expect(cart.items[0]).toMatchObject({ name: 'تمر سكري، 3 كغ', quantity: 3, price: '95.00' })
  expect([...backend.state.guestCarts.values()][0].lines[0].quantity).toBe(3)
})

test("a signed-in customer's cart is their own, kept by the shop", async () => {
  const { storefront, backend, session } = createTestStorefront({ signedIn: true })
  // Awaited too: @matjar/ui's words follow the provider's language, loaded on first use.
  await act(() =>
    render(
      <StorefrontProvider storefront={storefront}>
        <Cart productId={dates.id} />
      </StorefrontProvider>,
    ),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }))
  await waitFor(() => expect(screen.getAllByText('1', { selector: 'output' })).toHaveLength(1))
  const customer = backend.state.customers.find((c) => c.user.id === session.user.id)
  expect(customer.cart.lines).toEqual([
    { product_id: dates.id, product_type: 'retail', selection_id: null, quantity: 1 },
  ])
})
