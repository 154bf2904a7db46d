import { createDocumentCookieJar, writeLanguageCookie } from '@matjar/core'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Activity, StrictMode, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { startTinyApi } from '../test/tiny-api.ts'
import { StorefrontIntl } from './StorefrontIntl.tsx'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'
import { useCart } from './useCart.ts'
import { useColorMode } from './useColorMode.ts'
import { useImageViewer } from './useImageViewer.ts'
import { useLoadingBar } from './useLoadingBar.ts'
import { useLocale } from './useLocale.ts'
import { Money, useMoney } from './useMoney.tsx'
import { useToasts } from './useToasts.ts'
import { useWishlist } from './useWishlist.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookies.
  document.cookie = 'lang=; Max-Age=0; Path=/'
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookies.
  document.cookie = 'nuxt-color-mode=; Max-Age=0; Path=/'
})

/** A small shop: a toast button, the loading bar, the cart count and an add button. */
function Shop() {
  const { toasts, show } = useToasts()
  const { itemCount, add } = useCart()
  const bar = useLoadingBar()
  return (
    <div>
      <button type="button" onClick={() => show({ kind: 'info', message: 'Hello' })}>
        Notify
      </button>
      <button type="button" onClick={bar.start}>
        Navigate
      </button>
      <button
        type="button"
        onClick={() => add({ product_id: 1, product_type: 'retail' }, 1).catch(() => {})}
      >
        Add
      </button>
      <ul aria-label="Notifications">
        {toasts.map((toast) => (
          <li key={toast.id}>{toast.message}</li>
        ))}
      </ul>
      <output aria-label="Cart">{itemCount}</output>
      <div role="progressbar" aria-label="Loading" hidden={!bar.visible} />
    </div>
  )
}

/** A page that hides and shows the shop with <Activity>, keeping its state. */
function Host() {
  const [visible, setVisible] = useState(true)
  return (
    <>
      <button type="button" onClick={() => setVisible((v) => !v)}>
        Hide or show
      </button>
      <Activity mode={visible ? 'visible' : 'hidden'}>
        <StorefrontProvider apiUrl={api.url}>
          <Shop />
        </StorefrontProvider>
      </Activity>
    </>
  )
}

/** How many times each part rendered: a cart change must not re-render what does not read it. */
const renders = { cart: 0, locale: 0, mode: 0 }
function CartCount() {
  renders.cart += 1
  const { itemCount, add } = useCart()
  return (
    <button
      type="button"
      onClick={() => add({ product_id: 1, product_type: 'retail' }, 1).catch(() => {})}
    >
      {`Cart ${itemCount}`}
    </button>
  )
}
function Language() {
  renders.locale += 1
  const { dir } = useLocale()
  return <p>{dir}</p>
}
function Mode() {
  renders.mode += 1
  const { mode, toggle } = useColorMode()
  return (
    <button type="button" onClick={toggle}>
      {mode}
    </button>
  )
}

/** A component that calls a hook with no provider above it. */
function Orphan({ hook }: { hook: () => unknown }) {
  hook()
  return null
}

const expectShopWorks = async () => {
  fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
  expect(await screen.findByText('Hello')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Navigate' }))
  // The loading bar's machine loads with the first start.
  await waitFor(() =>
    expect(screen.getByRole('progressbar', { name: 'Loading' }).hidden).toBe(false),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add' }))
  await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('1'))
  await waitFor(() => expect([...api.carts.values()]).toEqual([1]))
}

describe('StorefrontProvider', () => {
  it('works under StrictMode, which mounts, unmounts and mounts again in development', async () => {
    render(
      <StrictMode>
        <StorefrontProvider apiUrl={api.url}>
          <Shop />
        </StorefrontProvider>
      </StrictMode>,
    )
    await expectShopWorks()
  })

  it('keeps working when hidden and shown again (<Activity>), with the cart it had', async () => {
    render(<Host />)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect([...api.carts.values()]).toEqual([1]))
    fireEvent.click(screen.getByRole('button', { name: 'Hide or show' }))
    // Long enough for the provider's deferred stop to happen.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    fireEvent.click(screen.getByRole('button', { name: 'Hide or show' }))
    await waitFor(() => expect(screen.getByLabelText('Cart').textContent).toBe('1'))
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }))
    expect(await screen.findByText('Hello')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect([...api.carts.values()]).toEqual([2]))
    expect(screen.getByLabelText('Cart').textContent).toBe('2')
  })

  it('re-renders only what reads the cart when the cart changes, and not it on a mode change', async () => {
    for (const part of Object.keys(renders) as (keyof typeof renders)[]) renders[part] = 0
    render(
      <StorefrontProvider apiUrl={api.url}>
        <CartCount />
        <Language />
        <Mode />
      </StorefrontProvider>,
    )
    await waitFor(() => expect(api.cartReads).toBeGreaterThan(0))
    const before = { ...renders }
    fireEvent.click(screen.getByRole('button', { name: 'Cart 0' }))
    await waitFor(() => expect([...api.carts.values()]).toEqual([1]))
    await screen.findByRole('button', { name: 'Cart 1' })
    expect(renders.cart).toBeGreaterThan(before.cart)
    expect(renders.locale).toBe(before.locale)
    expect(renders.mode).toBe(before.mode)

    const afterCart = { ...renders }
    fireEvent.click(screen.getByRole('button', { name: 'light' }))
    expect(screen.getByRole('button', { name: 'dark' })).toBeTruthy()
    expect(renders.mode).toBeGreaterThan(afterCart.mode)
    expect(renders.cart).toBe(afterCart.cart)
    expect(renders.locale).toBe(afterCart.locale)
  })

  it('throws, from every hook used outside it, an error that says to wrap the app', () => {
    const hooks: Record<string, () => unknown> = {
      useAuth,
      useCart,
      useWishlist,
      useLoadingBar,
      useImageViewer,
      useToasts,
      useLocale,
      useMoney,
      useColorMode,
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      for (const [name, hook] of Object.entries(hooks)) {
        expect(() => render(<Orphan hook={hook} />), name).toThrow(
          `${name} must be used inside <StorefrontProvider>. Wrap your app (or this part of it) in <StorefrontProvider apiUrl="…"> from @matjar/react.`,
        )
      }
      expect(() => render(<Money amount="1.00" />)).toThrow(/useMoney must be used inside/)
      expect(() => render(<StorefrontIntl>x</StorefrontIntl>)).toThrow(
        /StorefrontIntl must be used inside <StorefrontProvider>/,
      )
    } finally {
      quiet.mockRestore()
    }
  })

  it("without a language prop, comes back in the shopper's last language from the lang cookie", async () => {
    // As a switch to Arabic on an earlier visit left it.
    writeLanguageCookie(createDocumentCookieJar(), 'ar')
    try {
      render(
        <StorefrontProvider apiUrl={api.url}>
          <Language />
        </StorefrontProvider>,
      )
      await waitFor(() => expect(screen.getByText('rtl')).toBeTruthy())
      expect(document.documentElement.dir).toBe('rtl')
    } finally {
      writeLanguageCookie(createDocumentCookieJar(), 'en')
      document.documentElement.dir = 'ltr'
      document.documentElement.lang = 'en'
    }
  })

  it('asks for an apiUrl or a storefront when given neither', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect(() => render(<StorefrontProvider>x</StorefrontProvider>)).toThrow(
        /needs either a `storefront` \(from createStorefront\) or an `apiUrl`/,
      )
    } finally {
      quiet.mockRestore()
    }
  })
})
