import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { GUEST, startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useStorefront } from './useStorefront.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

function GuestCart() {
  const storefront = useStorefront()
  return <output aria-label="Guest cart">{storefront.guestCartId() ?? 'none'}</output>
}

let seen: ReturnType<typeof useStorefront> | undefined
function Probe() {
  seen = useStorefront()
  return null
}

describe('useStorefront', () => {
  it("gives the provider's storefront: its client and the guest's cart id", async () => {
    localStorage.setItem('guest-cart-uiid', GUEST)
    render(
      <StorefrontProvider apiUrl={api.url}>
        <GuestCart />
        <Probe />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Guest cart').textContent).toBe(GUEST)
    const answer = await seen!.client.call('getCart', { query: { uuid: GUEST } })
    expect(answer).toHaveProperty('data')
    await waitFor(() => expect(seen!.cart.getState().isLoaded).toBe(true))
  })

  it('says where it was used outside the provider', () => {
    expect(() => render(<GuestCart />)).toThrow(/useStorefront/)
  })
})
