/**
 * Storage keys, defaulting to the names the spec's storefront uses (spec §3, §9), so a shop that
 * migrates keeps its shoppers signed in and their guest carts. Every key is configurable.
 */
export const DEFAULT_STORAGE_KEYS = {
  authData: 'auth_data',
  tokenCookie: '_token',
  guestCartId: 'guest-cart-uiid',
  languageCookie: 'lang',
  colorMode: 'nuxt-color-mode',
  redirectedLocale: 'i18n_redirected',
} as const

export type StorageKeys = { [K in keyof typeof DEFAULT_STORAGE_KEYS]: string }

/** The language cookie lives 365 days (spec §9). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
