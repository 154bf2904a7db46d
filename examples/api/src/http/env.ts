import type { Endpoint, EndpointName } from '@matjar/core/contract'
import type { Context, Next } from 'hono'
import type { Customer } from '../accounts/sessions.ts'
import type { Language } from '../messages/translate.ts'

/** What the middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    language: Language
    /** The signed-in customer, when the request carries a live bearer token. */
    customer?: Customer
    token?: string
    /** Who is calling (see `clientAddress`): the key of per-client limits; null when unknown. */
    client: string | null
    /** The staff token (`ADMIN_TOKEN`) `access: 'staff'` calls need; null: no back office. */
    staffToken: string | null
    /** The contract endpoint `serve` matched the request to (none for the other routes). */
    endpoint?: EndpointName
    /** How `serve` hands a matched call to the HTTP cache (see `httpCache`). */
    cacheCall?: (
      c: Context<AppEnv>,
      endpoint: Endpoint,
      next: Next,
    ) => Promise<Response | undefined>
  }
}

/** The context of a call that only a signed-in customer may make (after `requireCustomer`). */
export interface CustomerEnv extends AppEnv {
  Variables: AppEnv['Variables'] & { customer: Customer; token: string }
}
