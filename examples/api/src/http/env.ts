import type { Customer } from '../accounts/sessions.ts'
import type { Language } from './messages.ts'

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    language: Language
    /** The signed-in customer, when the request carries a live bearer token. */
    customer?: Customer
    token?: string
    /** Who is calling (see `clientAddress`): the key of per-client limits; null when unknown. */
    client: string | null
  }
}
