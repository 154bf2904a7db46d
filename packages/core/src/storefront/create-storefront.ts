import { createAuth, type StorefrontAuth } from '../auth/create-auth.ts'
import type { CartSyncChannel } from '../cart/cart-sync.ts'
import { createCart, type StorefrontCart } from '../cart/create-cart.ts'
import {
  createStorefrontClient,
  type StorefrontClient,
  type StorefrontClientOptions,
} from '../client/create-storefront-client.ts'
import type { CartMergePolicy } from '../contract/auth-requests.ts'
import type { Cart } from '../contract/cart.ts'
import { DEFAULT_LANGUAGE, type Language } from '../locale/language.ts'
import { type CookieJar, createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { ensureGuestCartId, readGuestCartId } from '../storage/guest-cart-id.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage/key-value-storage.ts'
import { DEFAULT_STORAGE_KEYS, type StorageKeys } from '../storage/keys.ts'
import { browserStoredSession, type SessionPersistence } from '../storage/session-persistence.ts'
import { createWishlist, type StorefrontWishlist } from '../wishlist/create-wishlist.ts'

export interface CreateStorefrontOptions {
  /** Where the Storefront API answers. */
  apiUrl: string
  /** The shopper's language; change it later with `setLanguage`. */
  language?: Language
  /** Browser localStorage in the browser; memory on the server and in tests (the default). */
  storage?: KeyValueStorage
  /** `document.cookie` in the browser; a request's cookies on the server. Memory by default. */
  cookies?: CookieJar
  /** Storage key names; the defaults are the spec's (`auth_data`, `guest-cart-uiid`, …). */
  keys?: Partial<StorageKeys>
  /**
   * Where the session lives: the spec's browser storage (`auth_data`, `_token`) by default, or
   * `serverHeldSession(user)` when your server keeps the token in an HttpOnly cookie and adds the
   * bearer on a same-origin proxy (`apiUrl` then points at that proxy).
   */
  session?: SessionPersistence
  /** What happens to a guest cart at sign-in: `merge` (default), `keep-customer` or `keep-guest`. */
  cartMerge?: CartMergePolicy
  /** Cross-tab cart sync; `createBrowserCartSync()` in the browser. */
  cartSync?: CartSyncChannel
  /** A cart read during server rendering. */
  initialCart?: Cart | null
  /** More client options (fetch, timeout, retry delay, logger). */
  client?: Omit<StorefrontClientOptions, 'baseUrl' | 'getToken' | 'getLanguage'>
  logger?: Pick<Console, 'warn'>
}

export interface Storefront {
  client: StorefrontClient
  cart: StorefrontCart
  auth: StorefrontAuth
  wishlist: StorefrontWishlist
  getLanguage(): Language
  setLanguage(language: Language): void
  /**
   * The guest's cart id (`guest-cart-uiid`), or null for a customer or before the first add:
   * what a guest's promo code and checkout calls name their cart by (`uuid`).
   */
  guestCartId(): string | null
  /** Starts the actors: restores the session, reads the cart (and the wishlist when signed in). */
  start(): void
  stop(): void
}

/**
 * The whole shop state, wired together: one client whose token follows the session, the cart,
 * sign-in and the wishlist. Signing in retires the guest cart id and reads the customer's cart
 * (the server merged the guest's into it); signing out clears cart and wishlist at once.
 */
export const createStorefront = (options: CreateStorefrontOptions): Storefront => {
  const keys: StorageKeys = { ...DEFAULT_STORAGE_KEYS, ...options.keys }
  const storage = options.storage ?? createMemoryStorage()
  const cookies = options.cookies ?? createMemoryCookieJar()
  const logger = options.logger ?? console
  const session = options.session ?? browserStoredSession({ storage, cookies, keys, logger })
  let language = options.language ?? DEFAULT_LANGUAGE

  let auth: StorefrontAuth | undefined
  const client = createStorefrontClient({
    ...options.client,
    baseUrl: options.apiUrl,
    getToken: () => (session.sendsToken ? (auth?.getState().token ?? null) : null),
    getLanguage: () => language,
    logger,
  })
  const guestCartId = {
    read: () => readGuestCartId(storage, keys.guestCartId),
    ensure: () => ensureGuestCartId(storage, keys.guestCartId),
  }
  auth = createAuth({
    client,
    restore: () => session.restore(),
    guestCartId: guestCartId.read,
    ...(options.cartMerge ? { cartMerge: options.cartMerge } : {}),
    persist: (kept) => session.persist(kept),
  })
  const signedIn = () => auth?.getState().isSignedIn ?? false
  const cart = createCart({
    client,
    guestCartId,
    isCustomer: signedIn,
    initialCart: options.initialCart ?? null,
    ...(options.cartSync ? { sync: options.cartSync } : {}),
  })
  const wishlist = createWishlist({ client, isSignedIn: signedIn, logger })

  auth.on('auth.signedIn', () => {
    // The server took the guest cart into the account: its uuid is retired.
    storage.removeItem(keys.guestCartId)
    cart.refresh()
    wishlist.load()
  })
  auth.on('auth.signedOut', () => {
    cart.clear()
    wishlist.clear()
  })

  return {
    client,
    cart,
    auth,
    wishlist,
    getLanguage: () => language,
    setLanguage: (next) => {
      language = next
    },
    guestCartId: () => (signedIn() ? null : guestCartId.read()),
    start() {
      auth.start()
      cart.start()
      wishlist.start()
      if (auth.getState().isSignedIn) wishlist.load()
    },
    stop() {
      cart.stop()
      wishlist.stop()
      auth.stop()
    },
  }
}
