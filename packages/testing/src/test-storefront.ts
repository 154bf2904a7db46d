import {
  type CreateStorefrontOptions,
  createMemoryStorage,
  createStorefront,
  DEFAULT_STORAGE_KEYS,
  type Language,
  type SessionPersistence,
  type Storefront,
} from '@matjar/core'
import type { ProductType, Session } from '@matjar/core/contract'
import { heldOf, stockFor } from './backend/cart-view.ts'
import { createMemoryBackend, type MemoryBackend } from './backend/memory-backend.ts'
import type { CartRecord } from './backend/state.ts'
import { emptyCart } from './backend/state.ts'

/** A line the cart starts with. */
export interface StartingLine {
  product_id: number
  quantity: number
  selection_id?: number
  product_type?: ProductType
}

export interface TestStorefrontOptions {
  /** The shopper's language; English by default. */
  language?: Language
  /** Signed in as the fixture customer (`true`) or as the shop's customer with this email. */
  signedIn?: boolean | string
  /** What the cart holds at the start: the customer's, or a new guest cart's. */
  cart?: StartingLine[]
  /** Products in the signed-in customer's wishlist at the start. */
  wishlist?: number[]
  /** The in-memory backend to use: share one between storefronts, or prepare it first. */
  backend?: MemoryBackend
  /** Anything else `createStorefront` takes (cart merge, a logger, client options …). */
  options?: Omit<Partial<CreateStorefrontOptions>, 'apiUrl' | 'storage' | 'session' | 'language'>
}

export interface TestStorefront {
  /** Give it to `<StorefrontProvider storefront={…}>` (which starts it), or call `start()`. */
  storefront: Storefront
  /** The shop behind it: its `state` holds the carts, customers and orders to assert on. */
  backend: MemoryBackend
  /** The signed-in customer's session, or null for a guest. */
  session: Session | null
}

/** The session of a test: kept in memory, as the spec's storage would keep it. */
const sessionInMemory = (start: Session | null): SessionPersistence => {
  let current = start
  return {
    restore: () => current,
    persist: (session) => {
      current = session
    },
    sendsToken: true,
  }
}

/** Puts the starting lines in a cart, refusing what the shop could not sell. */
function fillCart(backend: MemoryBackend, cart: CartRecord, lines: readonly StartingLine[]) {
  for (const line of lines) {
    const product = backend.state.products.find((candidate) => candidate.id === line.product_id)
    if (!product) throw new Error(`The test shop has no product ${line.product_id}`)
    const selection = line.selection_id ?? null
    if (product.selections.length > 0 && selection === null) {
      throw new Error(`Product ${product.id} is sold in selections: give a selection_id`)
    }
    if (heldOf(cart.lines, product.id, selection) + line.quantity > stockFor(product, selection)) {
      throw new Error(`The test shop has fewer than ${line.quantity} of product ${product.id}`)
    }
    cart.lines.push({
      product_id: product.id,
      product_type: line.product_type ?? 'retail',
      selection_id: selection,
      quantity: line.quantity,
    })
  }
}

/**
 * A storefront for component tests, with no server: `createStorefront` of `@matjar/core` over an
 * in-memory backend that answers every call of the contract from the fixture shop. Its cart,
 * sign-in, sign-up (the mailed code is in `backend.codeFor(email)`), wishlist, checkout and
 * account calls work as against a real backend, in English and Arabic.
 *
 * @example
 * const { storefront } = createTestStorefront({ signedIn: true, cart: [{ product_id: 42, quantity: 2 }] })
 * render(<StorefrontProvider storefront={storefront}><CartBadge /></StorefrontProvider>)
 */
export function createTestStorefront(options: TestStorefrontOptions = {}): TestStorefront {
  const backend = options.backend ?? createMemoryBackend()
  const storage = createMemoryStorage()
  const signedIn = options.signedIn
  const session =
    signedIn === undefined || signedIn === false
      ? null
      : backend.signIn(typeof signedIn === 'string' ? signedIn : undefined)
  const customer = session
    ? backend.state.customers.find((candidate) => candidate.user.id === session.user.id)
    : undefined
  if (options.cart?.length) {
    if (customer) fillCart(backend, customer.cart, options.cart)
    else {
      const uuid = crypto.randomUUID()
      const cart = emptyCart()
      fillCart(backend, cart, options.cart)
      backend.state.guestCarts.set(uuid, cart)
      storage.setItem(options.options?.keys?.guestCartId ?? DEFAULT_STORAGE_KEYS.guestCartId, uuid)
    }
  }
  if (options.wishlist?.length) {
    if (!customer) throw new Error('A wishlist needs a signed-in customer: add `signedIn: true`')
    customer.wishlist = [...options.wishlist]
  }
  const storefront = createStorefront({
    ...options.options,
    apiUrl: backend.url,
    language: options.language ?? 'en',
    storage,
    session: sessionInMemory(session),
    client: { retryDelayMs: 0, ...options.options?.client, fetch: backend.fetch },
  })
  return { storefront, backend, session }
}
