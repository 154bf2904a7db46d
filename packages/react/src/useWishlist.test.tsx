import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'
import { useCart } from './useCart.ts'
import { useToasts } from './useToasts.ts'
import { useWishlist } from './useWishlist.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

function Shop() {
  const { isSignedIn, login, logout } = useAuth()
  const { isFavourite, toggle, items } = useWishlist()
  const { itemCount, add } = useCart()
  const { toasts } = useToasts()
  return (
    <div>
      <p>{isSignedIn ? 'Signed in' : 'Guest'}</p>
      <button
        type="button"
        onClick={() => login({ email: 'sara@example.com', password: 'Secret#123' })}
      >
        Sign in
      </button>
      <button type="button" onClick={() => logout()}>
        Sign out
      </button>
      <button type="button" aria-pressed={isFavourite(5)} onClick={() => toggle(5)}>
        Favourite
      </button>
      <output aria-label="Wishlist">{items.length}</output>
      <output aria-label="Cart">{itemCount}</output>
      <output aria-label="Toasts">{toasts.length}</output>
      <button
        type="button"
        onClick={() => add({ product_id: 1, product_type: 'retail' }, 1).catch(() => {})}
      >
        Add
      </button>
    </div>
  )
}

const signIn = async () => {
  render(
    <StorefrontProvider apiUrl={api.url}>
      <Shop />
    </StorefrontProvider>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
  await screen.findByText('Signed in')
  await waitFor(() => expect(screen.getByLabelText('Wishlist').textContent).toBe('1'))
}

describe('useWishlist and useAuth', () => {
  it('loads the wishlist at sign-in and toggles it with the server', async () => {
    await signIn()
    const favourite = screen.getByRole('button', { name: 'Favourite' })
    expect(favourite.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(favourite)
    expect(favourite.getAttribute('aria-pressed')).toBe('false')
    await waitFor(() => expect(api.wishlist.has(5)).toBe(false))
    expect(screen.getByLabelText('Wishlist').textContent).toBe('0')
  })

  it('rolls the wishlist back exactly when the toggle fails, and only logs it (no toast)', async () => {
    await signIn()
    api.failWishlist = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const favourite = screen.getByRole('button', { name: 'Favourite' })
      fireEvent.click(favourite)
      expect(favourite.getAttribute('aria-pressed')).toBe('false')
      expect(screen.getByLabelText('Wishlist').textContent).toBe('0')
      await waitFor(() => expect(favourite.getAttribute('aria-pressed')).toBe('true'))
      expect(screen.getByLabelText('Wishlist').textContent).toBe('1')
      expect(warn).toHaveBeenCalledWith(
        '[matjar] wishlist toggle failed; restored',
        expect.anything(),
      )
      expect(screen.getByLabelText('Toasts').textContent).toBe('0')
    } finally {
      warn.mockRestore()
    }
  })

  it('logs out: asks the server with the token as the bearer (not in the URL), and clears cart and wishlist', async () => {
    await signIn()
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await screen.findByText('Guest')
    await waitFor(() => expect(api.loggedOut).toEqual(['Bearer tok-sara']))
    await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('0'))
    expect(screen.getByLabelText('Wishlist').textContent).toBe('0')
    expect(localStorage.getItem('auth_data')).toBeNull()
  })
})
