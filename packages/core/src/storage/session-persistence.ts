import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import {
  clearStoredSession,
  readStoredSession,
  type SessionStore,
  writeStoredSession,
} from './stored-session.ts'

/**
 * Where the signed-in session lives between page loads, and who sends its token.
 *
 * - `browserStoredSession` (the default): the spec's `auth_data` in storage and the `_token`
 *   cookie, written by the browser; the client sends the bearer token itself. Any script on the
 *   page can read the token.
 * - `serverHeldSession`: the token stays in an HttpOnly cookie that your server set and sends on
 *   (a same-origin proxy adds the bearer); the browser keeps only who is signed in.
 */
export interface SessionPersistence {
  /** The session to start with; read once, when the storefront starts. */
  restore(): Session | null
  /** Keeps (after sign-in, a profile change) or forgets (after logout) the session. */
  persist(session: Session | null): void
  /** False when a server adds the bearer token: the client then sends none. */
  readonly sendsToken: boolean
  /**
   * True when `restore()` needs nothing of the browser, because the server rendered the page
   * knowing who is signed in: the storefront knows it from the moment it is made (no `restoring`),
   * so a server render and the first render in the browser already show the customer.
   */
  readonly knownBeforeStart?: boolean
}

/** The spec's storage (`auth_data`, `_token`): see `readStoredSession` / `writeStoredSession`. */
export const browserStoredSession = (store: SessionStore): SessionPersistence => ({
  restore: () => readStoredSession(store),
  persist: (session) => (session ? writeStoredSession(store, session) : clearStoredSession(store)),
  sendsToken: true,
})

/**
 * What the browser holds in place of the token when the server keeps it: a placeholder, never a
 * secret. A proxy that sets the HttpOnly cookie on sign-in answers puts this in `data.token`.
 */
export const SERVER_HELD_TOKEN = 'server-held'

/**
 * The session of a server that keeps the token in an HttpOnly cookie: `user` is the customer the
 * server found for that cookie when it rendered the page (null for a guest). Nothing is written in
 * the browser; signing in and out go through the server, which sets and clears the cookie.
 */
export const serverHeldSession = (user: User | null): SessionPersistence => ({
  restore: () => (user ? { user, token: SERVER_HELD_TOKEN } : null),
  persist: () => {},
  sendsToken: false,
  knownBeforeStart: true,
})
