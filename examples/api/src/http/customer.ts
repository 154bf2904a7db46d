import type { MiddlewareHandler } from 'hono'
import { customerOfToken } from '../accounts/sessions.ts'
import type { Database } from '../db/connect.ts'
import { ApiError } from './api-error.ts'
import type { AppEnv, CustomerEnv } from './env.ts'

const BEARER = /^Bearer\s+(\S+)$/i

/** The bearer token of the request, if it sent one. */
const bearerToken = (header: string | undefined): string | null =>
  header ? (BEARER.exec(header)?.[1] ?? '') : null

/**
 * Reads the bearer token: a live session puts its customer on the context; a token that names no
 * live session is a 401 (never silently a guest); no token leaves the request a guest's.
 */
export const readCustomer =
  (db: Database): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const token = bearerToken(c.req.header('authorization'))
    if (token !== null) {
      const customer = token ? await customerOfToken(db, token) : null
      if (!customer) throw new ApiError(401, 'unauthenticated')
      c.set('customer', customer)
      c.set('token', token)
    }
    await next()
  }

/**
 * Lets only a signed-in customer through: what follows sees `customer` and `token` set
 * (`CustomerEnv`). `serve` puts it before every call the contract marks `access: 'customer'`.
 */
export const requireCustomer: MiddlewareHandler<CustomerEnv> = async (c, next) => {
  if (!c.get('customer') || !c.get('token')) throw new ApiError(401, 'unauthenticated')
  await next()
}
