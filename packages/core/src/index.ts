export { AFTER_LOGOUT_PATH } from './auth/after-logout.ts'
export type { AuthAction, AuthFailure } from './auth/auth-failure.ts'
export {
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthMachine,
  createAuthMachine,
} from './auth/auth-machine.ts'
export type { AuthRequest, Registration, SignInRequest } from './auth/auth-request.ts'
export {
  type AuthState,
  type AuthStatus,
  createAuth,
  type StorefrontAuth,
} from './auth/create-auth.ts'
export { type CartContext, type CartJob, visibleCart } from './cart/cart-context.ts'
export {
  CART_FAILURE_TEXT,
  type CartFailure,
  type CartFailureCode,
  toCartFailure,
} from './cart/cart-failure.ts'
export { type CartLineKey, type CartLinePreview, findLine, sameLine } from './cart/cart-line.ts'
export {
  type CartEmitted,
  type CartEvent,
  type CartMachine,
  type CartMachineDeps,
  type CartMachineInput,
  createCartMachine,
} from './cart/cart-machine.ts'
export { applyMutations, type CartMutation } from './cart/cart-mutation.ts'
export { type CartOwner, readCart } from './cart/cart-read.ts'
export { type CartSummary, summarizeCart } from './cart/cart-summary.ts'
export { type CartSyncChannel, createBrowserCartSync, noCartSync } from './cart/cart-sync.ts'
export {
  type CartState,
  type CreateCartOptions,
  createCart,
  type StorefrontCart,
} from './cart/create-cart.ts'
export { ContractError, isContractError } from './client/contract-error.ts'
export {
  type CallArguments,
  type CallInput,
  type CallOutput,
  createStorefrontClient,
  type StorefrontClient,
  type StorefrontClientOptions,
} from './client/create-storefront-client.ts'
export { RETRY_LIMIT, RETRY_METHODS, RETRY_STATUS_CODES } from './client/retry-policy.ts'
export {
  type FieldErrors,
  isStorefrontError,
  StorefrontError,
  type StorefrontErrorOptions,
  type StorefrontResult,
  toStorefrontError,
} from './client/storefront-error.ts'
export * from './contract/index.ts'
export {
  currencyLabelOf,
  DEFAULT_LANGUAGE,
  type Direction,
  directionOf,
  isLanguage,
  LANGUAGES,
  type Language,
  toLanguage,
} from './locale/language.ts'
export {
  type AlternateLink,
  alternateLinks,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
  preferredLanguage,
} from './locale/language-paths.ts'
export { sharedOnce } from './locale/shared-once.ts'
export {
  type ActorLike,
  type ActorOnDemand,
  type ActorOnDemandOptions,
  createActorOnDemand,
  type RestingSnapshot,
} from './machines/actor-on-demand.ts'
export * from './machines/image-viewer/index.ts'
export * from './machines/loading-bar/index.ts'
export * from './machines/phone-dropdown/index.ts'
export { type Selection, selectFrom, type Watchable } from './machines/select-from.ts'
export * from './machines/toasts/index.ts'
export { isMessageKey } from './messages/catalogues.ts'
export {
  type Catalogue,
  type CatalogueLoader,
  type CatalogueSource,
  defineMessages,
  isLanguageLoaded,
  loadLanguage,
  type Messages,
} from './messages/define-messages.ts'
export { errorMessage } from './messages/error-message.ts'
export { formatMessage, type MessageValues } from './messages/format-message.ts'
export type { MessageKey } from './messages/message-key.ts'
export { type MessageOverrides, translateWith } from './messages/message-overrides.ts'
export { type MessagePart, parseMessage, placeholdersOf } from './messages/parse-message.ts'
export { type PluralCategory, pluralCategory } from './messages/plural-category.ts'
export { sdkMessages, translate } from './messages/sdk-messages.ts'
export {
  type FormatMoneyOptions,
  formatMoney,
  formatSignedNumber,
  type MoneyDigits,
} from './money/format-money.ts'
export {
  addMoney,
  multiplyMoney,
  percentOfMoney,
  subtractMoney,
  sumMoney,
} from './money/money-arithmetic.ts'
export {
  defaultPhoneCountries,
  filterCountries,
  findCountryByPrefix,
  type PhoneCountry,
} from './phone/phone-countries.ts'
export { type ColorMode, isColorMode } from './preferences/color-mode.ts'
export {
  type CreatePreferencesOptions,
  createPreferences,
  type Preferences,
  type PreferencesDocument,
  type PreferencesState,
  type SavedPreferences,
} from './preferences/create-preferences.ts'
export * from './rules/index.ts'
export {
  type CookieJar,
  createDocumentCookieJar,
  createMemoryCookieJar,
} from './storage/cookie-jar.ts'
export { type CookieOptions, readCookie, serializeCookie } from './storage/cookies.ts'
export { CSRF_COOKIE, CSRF_HEADER, csrfHeaders } from './storage/csrf-token.ts'
export { ensureGuestCartId, readGuestCartId } from './storage/guest-cart-id.ts'
export {
  createBrowserStorage,
  createLazyStorage,
  createMemoryStorage,
  type KeyValueStorage,
} from './storage/key-value-storage.ts'
export {
  DEFAULT_STORAGE_KEYS,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  type StorageKeys,
} from './storage/keys.ts'
export { readLanguageCookie, writeLanguageCookie } from './storage/language-cookie.ts'
export { PROMO_CODE_COOKIE, readPromoCode, writePromoCode } from './storage/promo-code-cookie.ts'
export { createReloadGuard, RELOAD_GUARD_LIFETIME_MS } from './storage/reload-guard.ts'
export { createSessionCache, type SessionCache } from './storage/session-cache.ts'
export {
  browserStoredSession,
  SERVER_HELD_TOKEN,
  type SessionPersistence,
  serverHeldSession,
} from './storage/session-persistence.ts'
export {
  clearStoredSession,
  readStoredSession,
  type SessionStore,
  writeStoredSession,
} from './storage/stored-session.ts'
export {
  type CreateStorefrontOptions,
  createStorefront,
  type Storefront,
} from './storefront/create-storefront.ts'
export * from './validation/index.ts'
export {
  createWishlist,
  type StorefrontWishlist,
  type WishlistState,
  type WishlistToggleResult,
} from './wishlist/create-wishlist.ts'
export {
  visibleWishlist,
  type WishlistContext,
  type WishlistItem,
  type WishlistToggle,
} from './wishlist/wishlist-context.ts'
export {
  createWishlistMachine,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistFailureCode,
  type WishlistMachine,
} from './wishlist/wishlist-machine.ts'
export { readWishlist } from './wishlist/wishlist-read.ts'
