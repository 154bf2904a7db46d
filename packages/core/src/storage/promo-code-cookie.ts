import type { CookieJar } from './cookie-jar.ts'

/** Cookie holding the promo code the shopper applied (spec §3); the name is not given, ours. */
export const PROMO_CODE_COOKIE = 'promo_code'
const PROMO_CODE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export const readPromoCode = (
  cookies: CookieJar,
  name: string = PROMO_CODE_COOKIE,
): string | null => cookies.get(name)?.trim() || null

export const writePromoCode = (
  cookies: CookieJar,
  code: string | null,
  name: string = PROMO_CODE_COOKIE,
): void => {
  if (code?.trim()) cookies.set(name, code.trim(), { maxAgeSeconds: PROMO_CODE_MAX_AGE_SECONDS })
  else cookies.remove(name)
}
