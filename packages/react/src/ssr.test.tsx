import {
  createMemoryCookieJar,
  createStorefrontClient,
  readLanguageCookie,
  serverHeldSession,
  toLanguage,
  translate,
} from '@matjar/core'
import { act, cleanup, waitFor } from '@testing-library/react'

import type { ReactElement } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { FormattedDate, FormattedMessage } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SARA, SARA_CART, startTinyApi } from '../test/tiny-api.ts'
import { StorefrontIntl } from './StorefrontIntl.tsx'
import { StorefrontProvider, type StorefrontProviderProps } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'
import { useCart } from './useCart.ts'
import { useColorMode } from './useColorMode.ts'
import { useLocale } from './useLocale.ts'
import { Money } from './useMoney.tsx'

const api = startTinyApi()
const zone = process.env.TZ
afterEach(() => {
  cleanup()
  localStorage.clear()
  process.env.TZ = zone
})

// Late evening in UTC: already the next day in Riyadh and Tokyo, still the same day in Los Angeles.
const ORDERED_AT = new Date('2026-11-22T22:30:00Z')

function OrderPage() {
  const { dir, language, currencyLabel } = useLocale()
  const { itemCount, items, subtotal } = useCart()
  const { mode } = useColorMode()
  return (
    <main dir={dir} lang={language} data-color-mode={mode}>
      <p>{currencyLabel}</p>
      <p data-testid="price">
        <Money amount="1234.50" />
      </p>
      <p data-testid="cart">
        {itemCount} {items[0]?.name} <Money amount={subtotal} />
      </p>
      <p data-testid="date">
        <FormattedDate value={ORDERED_AT} dateStyle="long" timeStyle="short" />
      </p>
      <p data-testid="days">
        <FormattedMessage id="countdown.days" values={{ count: 3 }} />
      </p>
    </main>
  )
}

/** What a server does with a request: language and colour mode from cookies, the cart by token. */
async function loadFromRequest(cookieHeader: string) {
  const cookies = createMemoryCookieJar(cookieHeader)
  const language = readLanguageCookie(cookies)
  const token = cookies.get('_token')
  const client = createStorefrontClient({
    baseUrl: api.url,
    getToken: () => token,
    getLanguage: () => language,
  })
  return {
    language,
    colorMode: cookies.get('nuxt-color-mode') === 'dark' ? ('dark' as const) : ('light' as const),
    initialCart: token ? await client.getCart() : null,
  }
}

const page = (props: Omit<StorefrontProviderProps, 'children' | 'apiUrl'>) => (
  <StorefrontProvider apiUrl={api.url} {...props}>
    <StorefrontIntl>
      <OrderPage />
    </StorefrontIntl>
  </StorefrontProvider>
)

/**
 * The server's HTML hydrated in a container of the page, as a browser would: fails on any console
 * error or recoverable (hydration) error React reports.
 */
async function hydrateWithoutWarnings(html: string, element: ReactElement) {
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  const recoverable: unknown[] = []
  let root: Root | undefined
  try {
    await act(async () => {
      root = hydrateRoot(container, element, {
        onRecoverableError: (error) => recoverable.push(error),
      })
    })
    expect(errors).not.toHaveBeenCalled()
    expect(recoverable).toEqual([])
  } finally {
    errors.mockRestore()
  }
  return { container, root: root as Root }
}

/** The header's greeting: the customer's name, or "Sign in" for a guest. */
function Greeting() {
  const { isSignedIn, user } = useAuth()
  return <p data-testid="greeting">{isSignedIn ? `Hello ${user?.first_name}` : 'Sign in'}</p>
}

describe('server rendering', () => {
  it('shows the customer of a session the server holds in its render and in the first one in the browser', async () => {
    // No API answers here: what shows comes from the session alone, before any call returns.
    const greeting = (user: typeof SARA | null) => (
      <StorefrontProvider apiUrl="http://127.0.0.1:9" session={serverHeldSession(user)}>
        <Greeting />
      </StorefrontProvider>
    )
    const html = renderToString(greeting(SARA))
    expect(html).toContain(`Hello ${SARA.first_name}`)
    expect(renderToString(greeting(null))).toContain('Sign in')

    const { container, root } = await hydrateWithoutWarnings(html, greeting(SARA))
    expect(container.textContent).toBe(`Hello ${SARA.first_name}`)
    act(() => root.unmount())
    container.remove()
  })

  it("renders in Arabic with the request's cookies and hydrates in another time zone without a warning", async () => {
    api.carts.set(SARA_CART, 2)
    const loaded = await loadFromRequest('lang=ar; nuxt-color-mode=dark; _token=tok-sara')
    expect(toLanguage(loaded.language)).toBe('ar')

    process.env.TZ = 'America/Los_Angeles'
    const html = renderToString(page(loaded))
    const server = new DOMParser().parseFromString(html, 'text/html')
    const text = (id: string) => server.querySelector(`[data-testid="${id}"]`)?.textContent
    expect(server.querySelector('main')?.getAttribute('dir')).toBe('rtl')
    expect(server.querySelector('main')?.dataset.colorMode).toBe('dark')
    expect(text('price')).toBe('1,234.50\u00a0ريال')
    expect(text('cart')).toBe('2 كوب 25.00\u00a0ريال')
    // In Riyadh's time zone, not the server's: already 23 November.
    expect(text('date')).toMatch(/^23 نوفمبر 2026/)
    // The catalogue's ICU plural, through react-intl, as the core's own translate writes it.
    expect(text('days')).toBe('أيام')
    expect(text('days')).toBe(translate('ar', 'countdown.days', { count: 3 }))

    // The browser: the same cookies and the stored sign-in, in another time zone.
    process.env.TZ = 'Asia/Tokyo'
    localStorage.setItem('auth_data', JSON.stringify({ user: SARA, token: 'tok-sara' }))
    const { container, root } = await hydrateWithoutWarnings(html, page(loaded))
    const browser = (id: string) => container.querySelector(`[data-testid="${id}"]`)?.textContent
    for (const id of ['price', 'cart', 'date', 'days']) expect(browser(id)).toBe(text(id))

    // Started in the browser: Sara's session restored, her cart and wishlist read again.
    await waitFor(() => expect(api.wishlistReads).toBe(1))
    await waitFor(() => expect(api.cartReads).toBe(2))
    expect(browser('cart')).toBe(text('cart'))
    act(() => root.unmount())
    container.remove()
  })
})
