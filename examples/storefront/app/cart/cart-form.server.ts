import type { Language, StorefrontClient } from '@matjar/core'
import { isCsrfFormSafe } from '@matjar/core/server'
import { readForm, refusal } from '../http/read-form.server.ts'
import { cartMessages } from '../messages/cart.ts'
import { shellMessagesLoaded } from '../messages/shell.server.ts'
import { languageOf } from '../preferences.ts'
import { clientAddressOf } from '../session/client-address.ts'
import { readShopRequest } from '../session/read-request.server.ts'
import { isSameOrigin } from '../session/same-origin-request.ts'
import { guestCartCookie, guestCartIdIn } from './guest-cart-cookie.ts'

/** A cart form posted without JavaScript, as its action reads it. */
export interface SentCartForm {
  request: Request
  form: FormData
  intent: string
  language: Language
  /** The API as this shopper: their session, their address as `X-Forwarded-For`. */
  api: StorefrontClient
  signedIn: boolean
  /** A guest's cart id (the cookie's), or null: a customer, or a guest without a cart yet. */
  guestCartId: string | null
  text: (name: string) => string
}

/**
 * Reads a cart form: from this site (the browser's `Sec-Fetch-Site`), and, but for Add to cart
 * (its button sits on pages a shared cache keeps, which carry no token), with the page's CSRF
 * token. Refused: a 403 with the words of the page's language.
 */
export async function readCartForm(request: Request): Promise<SentCartForm> {
  // Where the post comes from, before a byte of it is read; then the form, safely (`readForm`).
  if (!isSameOrigin(request)) throw refusal(request, 403)
  const address = clientAddressOf(request)
  const [form, shop] = await Promise.all([
    readForm(request),
    readShopRequest(request, {
      client: { headers: () => (address ? { 'X-Forwarded-For': address } : undefined) },
    }),
    shellMessagesLoaded,
    cartMessages.load(languageOf(request)),
  ])
  const intent = String(form.get('intent') ?? '')
  if (intent !== 'add' && !isCsrfFormSafe(request, form)) throw refusal(request, 403)
  return {
    request,
    form,
    intent,
    language: shop.language,
    api: shop.client,
    signedIn: shop.signedIn,
    guestCartId: shop.signedIn ? null : guestCartIdIn(request.headers.get('Cookie')),
    text: (name) => String(form.get(name) ?? '').trim(),
  }
}

/**
 * The cart a guest's change names: the cookie's, or a new one with the `Set-Cookie` that keeps
 * it (the browser's SDK adopts it when scripts run). A customer's calls name none.
 */
export const guestCartFor = (sent: SentCartForm): { uuid?: string; setCookie?: string } => {
  if (sent.signedIn) return {}
  if (sent.guestCartId) return { uuid: sent.guestCartId }
  const uuid = crypto.randomUUID()
  const secure = new URL(sent.request.url).protocol === 'https:'
  return { uuid, setCookie: guestCartCookie(uuid, secure) }
}

/** The cart of this request for the page: the customer's, the cookie's guest cart, or none. */
export async function cartOfRequest(request: Request, api: StorefrontClient, signedIn: boolean) {
  const uuid = signedIn ? null : guestCartIdIn(request.headers.get('Cookie'))
  if (!signedIn && !uuid) return null
  return api.getCart(uuid ? { uuid } : {}).catch(() => null)
}
