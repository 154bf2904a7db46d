import type { Session } from '../contract/session.ts'
import type { CookieJar } from './cookie-jar.ts'
import type { KeyValueStorage } from './key-value-storage.ts'
import { DEFAULT_STORAGE_KEYS } from './keys.ts'

/** How long the `_token` cookie lives; the server decides when the token itself expires. */
const TOKEN_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

export interface SessionStore {
  storage: KeyValueStorage
  cookies: CookieJar
  keys?: { authData?: string; tokenCookie?: string }
  logger?: Pick<Console, 'warn'>
}

const keysOf = (store: SessionStore) => ({
  authData: store.keys?.authData ?? DEFAULT_STORAGE_KEYS.authData,
  tokenCookie: store.keys?.tokenCookie ?? DEFAULT_STORAGE_KEYS.tokenCookie,
})

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What was stored is a session: a customer with an id and an email, and a token. Checked by hand,
 * not by the contract's schema, so that reading the sign-in at start needs no schema library.
 */
const asSession = (value: unknown): Session | null => {
  if (!isRecord(value) || !isRecord(value.user)) return null
  const { user, token } = value
  if (typeof token !== 'string' || token === '') return null
  if (!Number.isInteger(user.id) || (user.id as number) <= 0) return null
  if (typeof user.email !== 'string' || typeof user.first_name !== 'string') return null
  return {
    token,
    user: { avatar: null, email_verified: false, ...user } as Session['user'],
  }
}

/**
 * The session kept under `auth_data` (spec §3, §4). Invalid data, or data without a user or a
 * token, is discarded with a warning and the shopper starts signed out.
 */
export const readStoredSession = (store: SessionStore): Session | null => {
  const keys = keysOf(store)
  const raw = store.storage.getItem(keys.authData)
  if (raw === null) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = undefined
  }
  const session = asSession(parsed)
  if (session) return session
  ;(store.logger ?? console).warn(
    `[matjar] the stored sign-in under "${keys.authData}" is invalid or lacks a user or token; it was cleared`,
  )
  clearStoredSession(store)
  return null
}

/** Keeps the session under `auth_data` and its token in the `_token` cookie (read by SSR). */
export const writeStoredSession = (store: SessionStore, session: Session): void => {
  const keys = keysOf(store)
  store.storage.setItem(keys.authData, JSON.stringify(session))
  store.cookies.set(keys.tokenCookie, session.token, {
    maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_SECONDS,
  })
}

export const clearStoredSession = (store: SessionStore): void => {
  const keys = keysOf(store)
  store.storage.removeItem(keys.authData)
  store.cookies.remove(keys.tokenCookie)
}
