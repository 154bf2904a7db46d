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
import { createPreferences, type Preferences } from '../preferences/create-preferences.ts'
import { type CookieJar, createMemoryCookieJar } from '../storage/cookie-jar.ts'
import { ensureGuestCartId, readGuestCartId } from '../storage/guest-cart-id.ts'
import { createMemoryStorage, type KeyValueStorage } from '../storage/key-value-storage.ts'
import { DEFAULT_STORAGE_KEYS, type StorageKeys } from '../storage/keys.ts'
import { createSessionCache } from '../storage/session-cache.ts'
import { browserStoredSession, type SessionPersistence } from '../storage/session-persistence.ts'
import { createWishlist, type StorefrontWishlist } from '../wishlist/create-wishlist.ts'

export interface CreateStorefrontOptions {
  /** Where the Storefront API answers. */
  apiUrl: string
  /**
   * The shopper's language and colour mode as the page keeps them (`createPreferences`): the
   * storefront follows them while started, so a switch of language, wherever it is made, reads the
   * cart (and the wishlist) again and empties `visitCache`. One in memory by default.
   */
  preferences?: Preferences
  /** The language to start in when no `preferences` are given; change it with `setLanguage`. */
  language?: Language
  /**
   * Where answers cached for the visit live (`createSessionCache`): sessionStorage in a browser.
   * Emptied on a switch of language, as they are in the old one. None by default.
   */
  visitCache?: KeyValueStorage
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
  /** Where `auth.signedOut` says to go after logout; `/auth?page=register` (the spec's) by default. */
  afterLogoutPath?: string
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
  /** The language and colour mode it follows: the one writer of `lang` and `<html>` it was given. */
  preferences: Preferences
  /** The language of every call: the preferences'. */
  getLanguage(): Language
  /**
   * Switches the language through the preferences (cookie and `<html>` when they have them); once
   * started, the cart (and the wishlist) are read again in it (names, discount texts). Resolves
   * once the cart shows the new language.
   */
  setLanguage(language: Language): Promise<void>
  /**
   * The guest's cart id (`guest-cart-uiid`), or null for a customer or before the first add:
   * what a guest's promo code and checkout calls name their cart by (`uuid`).
   */
  guestCartId(): string | null
  /**
   * Starts the actors: restores the session, reads the cart (and the wishlist when signed in), and
   * follows the preferences' language until `stop`.
   */
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
  // Memory only by default: it writes no cookie and no page unless the app gives its own.
  const preferences =
    options.preferences ??
    createPreferences({ language: options.language ?? DEFAULT_LANGUAGE, colorMode: 'light' })
  const language = () => preferences.getState().language

  let auth: StorefrontAuth | undefined
  /** The session's token; before the app starts (restoring), the stored one, so early reads carry it. */
  const token = (): string | null => {
    if (!session.sendsToken || !auth) return null
    const state = auth.getState()
    return state.restoring ? (session.restore()?.token ?? null) : state.token
  }
  const client = createStorefrontClient({
    ...options.client,
    baseUrl: options.apiUrl,
    getToken: token,
    getLanguage: language,
    logger,
    onUnauthorized: (call) => {
      options.client?.onUnauthorized?.(call)
      // A session the API no longer knows: signed out here, the guest cart works on.
      if (call.withToken || !session.sendsToken) auth?.expire()
    },
  })
  const guestCartId = {
    read: () => readGuestCartId(storage, keys.guestCartId),
    ensure: () => ensureGuestCartId(storage, keys.guestCartId),
  }
  auth = createAuth({
    client,
    restore: () => session.restore(),
    ...(session.knownBeforeStart ? { known: session.restore() } : {}),
    guestCartId: guestCartId.read,
    ...(options.cartMerge ? { cartMerge: options.cartMerge } : {}),
    ...(options.afterLogoutPath ? { afterLogoutPath: options.afterLogoutPath } : {}),
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
  // A session the API refused: the changes under way go on as the guest's, and the cart is read
  // again (the guest's); a logout forgets everything at once.
  let expired = false
  auth.on('auth.sessionExpired', () => {
    expired = true
  })
  auth.on('auth.signedOut', () => {
    if (expired) void cart.refresh()
    else cart.clear()
    expired = false
    wishlist.clear()
  })

  // A switch of language, wherever it is made: names and discount texts come in the request's
  // language, so the cart (and the wishlist) are read again, and the visit's answers go (spec §4).
  let languageRead: Promise<void> = Promise.resolve()
  let unfollow: (() => void) | null = null
  const follow = () => {
    let shown = language()
    return preferences.subscribe((state) => {
      if (state.language === shown) return
      shown = state.language
      if (options.visitCache) createSessionCache(options.visitCache).clear()
      if (signedIn()) wishlist.load()
      languageRead = cart.refresh().then(() => {})
    })
  }

  return {
    client,
    cart,
    auth,
    wishlist,
    preferences,
    getLanguage: language,
    setLanguage(next) {
      preferences.setLanguage(next)
      return languageRead
    },
    guestCartId: () => (signedIn() ? null : guestCartId.read()),
    start() {
      unfollow ??= follow()
      auth.start()
      cart.start()
      wishlist.start()
      if (auth.getState().isSignedIn) wishlist.load()
    },
    stop() {
      unfollow?.()
      unfollow = null
      cart.stop()
      wishlist.stop()
      auth.stop()
    },
  }
}
