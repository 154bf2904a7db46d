import type { Language } from '@matjar/core'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { SARA_CART, startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'
import { useCart } from './useCart.ts'
import { useLocale } from './useLocale.ts'
import { Money } from './useMoney.tsx'
import { useWishlist } from './useWishlist.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = 'lang=; Max-Age=0; Path=/'
  sessionStorage.clear()
  localStorage.clear()
})

function Switch() {
  const { language, dir, currencyLabel, setLanguage } = useLocale()
  return (
    <div>
      <output aria-label="Language">{`${language} ${dir} ${currencyLabel}`}</output>
      <Money amount="1234.50" />
      <button type="button" onClick={() => setLanguage(language === 'ar' ? 'en' : 'ar')}>
        Switch
      </button>
    </div>
  )
}

function Country() {
  return <output aria-label="Country">{useLocale().country ?? 'none'}</output>
}

/** A parent that keeps the language in its own state (controlled provider). */
function Parent() {
  const [language, setLanguage] = useState<Language>('ar')
  return (
    <StorefrontProvider apiUrl={api.url} language={language} onLanguageChange={setLanguage}>
      <Switch />
      <button type="button" onClick={() => setLanguage('en')}>
        English from the route
      </button>
    </StorefrontProvider>
  )
}

/** Names the server sends in the request's language: cart lines and wishlist products. */
function Names() {
  const { setLanguage } = useLocale()
  const { items } = useCart()
  const wishlist = useWishlist()
  const { isSignedIn, login } = useAuth()
  return (
    <div>
      <button
        type="button"
        onClick={() => login({ email: 'sara@example.com', password: 'Secret#123' })}
      >
        Sign in
      </button>
      <p>{isSignedIn ? 'Signed in' : 'Guest'}</p>
      <button type="button" onClick={() => setLanguage('ar')}>
        العربية
      </button>
      <ul aria-label="Cart">
        {items.map((item) => (
          <li key={item.product_id}>{item.name}</li>
        ))}
      </ul>
      <ul aria-label="Wishlist">
        {wishlist.items.map((item) => (
          <li key={item.id}>{item.product?.name}</li>
        ))}
      </ul>
    </div>
  )
}

describe('useLocale', () => {
  it('clears the cached language-specific answers when the page goes', () => {
    render(
      <StorefrontProvider apiUrl={api.url}>
        <Switch />
      </StorefrontProvider>,
    )
    sessionStorage.setItem('matjar-cache:ar:brands', '["نجد"]')
    sessionStorage.setItem('matjar-cache:keys', '["matjar-cache:ar:brands"]')
    window.dispatchEvent(new Event('pagehide'))
    expect(sessionStorage.getItem('matjar-cache:ar:brands')).toBeNull()
  })

  it('switches to Arabic: lang cookie, dir on <html>, currency label, prices, cached answers cleared', () => {
    const changes: string[] = []
    sessionStorage.setItem('matjar-cache:en:categories', '["Kitchen"]')
    sessionStorage.setItem('matjar-cache:keys', '["matjar-cache:en:categories"]')
    render(
      <StorefrontProvider
        apiUrl={api.url}
        language="en"
        onLanguageChange={(next) => changes.push(next)}
      >
        <Switch />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Language').textContent).toBe('en ltr SAR')
    expect(screen.getByText('SAR 1,234.50')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))

    expect(screen.getByLabelText('Language').textContent).toBe('ar rtl ريال')
    expect(screen.getByText('1,234.50 ريال')).toBeTruthy()
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(document.cookie).toContain('lang=ar')
    expect(sessionStorage.getItem('matjar-cache:en:categories')).toBeNull()
    expect(changes).toEqual(['ar'])
  })

  it('follows the language prop (controlled): a parent that keeps the language in its state', () => {
    render(<Parent />)
    expect(screen.getByLabelText('Language').textContent).toBe('ar rtl ريال')
    fireEvent.click(screen.getByRole('button', { name: 'English from the route' }))
    expect(screen.getByLabelText('Language').textContent).toBe('en ltr SAR')
    expect(document.documentElement.dir).toBe('ltr')
    expect(document.cookie).toContain('lang=en')
    fireEvent.click(screen.getByRole('button', { name: 'Switch' }))
    expect(screen.getByLabelText('Language').textContent).toBe('ar rtl ريال')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('reads the cart and the wishlist again in the new language', async () => {
    api.carts.set(SARA_CART, 2)
    render(
      <StorefrontProvider apiUrl={api.url} language="en">
        <Names />
      </StorefrontProvider>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await screen.findByText('Signed in')
    expect(await within(screen.getByLabelText('Cart')).findByText('Mug')).toBeTruthy()
    expect(await within(screen.getByLabelText('Wishlist')).findByText('Product 5')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'العربية' }))
    expect(await within(screen.getByLabelText('Cart')).findByText('كوب')).toBeTruthy()
    expect(await within(screen.getByLabelText('Wishlist')).findByText('منتج 5')).toBeTruthy()
  })

  it('shares the visitor country it was given, for the phone inputs below', () => {
    const { rerender } = render(
      <StorefrontProvider apiUrl={api.url} language="ar" country="AE">
        <Country />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Country').textContent).toBe('AE')
    rerender(
      <StorefrontProvider apiUrl={api.url} language="ar">
        <Country />
      </StorefrontProvider>,
    )
    expect(screen.getByLabelText('Country').textContent).toBe('none')
  })
})
