import { readCookie, serializeCookie } from '@matjar/core'

/**
 * The guest cart's id where the server can read it too: a cookie of the SDK's storage key
 * (`guest-cart-uiid`), beside the SDK's own copy in localStorage. A browser without JavaScript
 * gets it from the cart's action (cart-action.server.ts); with JavaScript, `adoptGuestCartCookie`
 * keeps the two the same (docs/decisions.md, "A guest cart without JavaScript").
 */
const GUEST_CART_COOKIE = 'guest-cart-uiid'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A year: as long as the browser keeps the SDK's localStorage copy, in practice. */
const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The guest cart id a `Cookie` header (or `document.cookie`) carries, when it is a uuid. */
export const guestCartIdIn = (cookies: string | null | undefined): string | null => {
  const id = readCookie(cookies, GUEST_CART_COOKIE)
  return id && UUID.test(id) ? id : null
}

/** The cookie that keeps a guest cart's id (readable by the page's script, which adopts it). */
export const guestCartCookie = (id: string, secure: boolean): string =>
  serializeCookie(GUEST_CART_COOKIE, id, { maxAgeSeconds: YEAR_SECONDS, sameSite: 'Lax', secure })

/** Drops the cookie (a customer's cart is the account's; the guest cart was merged into it). */
export const retiredGuestCartCookie = (request: Request): string =>
  serializeCookie(GUEST_CART_COOKIE, '', {
    maxAgeSeconds: 0,
    sameSite: 'Lax',
    secure: new URL(request.url).protocol === 'https:',
  })

/**
 * In the browser, before the SDK starts: the cookie's cart (one the server made without
 * JavaScript) becomes the SDK's, and a cart the SDK made (localStorage) gets its cookie, so the
 * server's forms and the script name the same cart.
 */
export const adoptGuestCartCookie = (
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  document: Pick<Document, 'cookie' | 'location'>,
) => {
  const fromCookie = guestCartIdIn(document.cookie)
  const stored = storage.getItem(GUEST_CART_COOKIE)
  if (fromCookie && fromCookie !== stored) storage.setItem(GUEST_CART_COOKIE, fromCookie)
  else if (!fromCookie && stored && UUID.test(stored))
    document.cookie = guestCartCookie(stored, document.location.protocol === 'https:')
}
