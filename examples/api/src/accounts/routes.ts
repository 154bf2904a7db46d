import {
  type CartMergePolicy,
  endpoints,
  loginRequestSchema,
  registerRequestSchema,
} from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { takeInGuestCart } from '../cart/merge-guest-cart.ts'
import type { Database } from '../db/connect.ts'
import { customers } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import { toUser } from './customer-view.ts'
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts'
import { type Customer, endSession, startSession } from './sessions.ts'

/** Signing up, in and out, and the customer's profile. */
export function accountRoutes(db: Database) {
  const routes = new Hono<AppEnv>()

  // Signs the customer in, taking in the guest cart the storefront named.
  const signIn = async (
    customer: Customer,
    guestCart: { uuid?: string | undefined; cart_merge?: CartMergePolicy | undefined },
  ) => {
    if (guestCart.uuid) {
      await takeInGuestCart(db, customer.id, guestCart.uuid, guestCart.cart_merge ?? 'merge')
    }
    return { user: toUser(customer), token: await startSession(db, customer.id) }
  }

  routes.post(endpoints.register.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(registerRequestSchema, await readJsonBody(c), language)
    const [customer] = await db
      .insert(customers)
      .values({
        userName: body.user_name,
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email.toLowerCase(),
        phone: body.phone,
        passwordHash: await hashPassword(body.password),
      })
      .onConflictDoNothing({ target: customers.email })
      .returning()
    if (!customer) {
      throw new ApiError(409, 'emailTaken', { email: [translate('emailTaken', language)] })
    }
    return c.json({ message: translate('signedUp', language), data: await signIn(customer, body) })
  })

  routes.post(endpoints.login.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(loginRequestSchema, await readJsonBody(c), language)
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.email, body.email.toLowerCase()))
    // An unknown email is checked against a decoy hash: same answer, same time (no enumeration).
    const matches = await verifyPassword(body.password, customer?.passwordHash ?? (await decoyHash))
    if (!customer?.passwordHash || !matches) throw new ApiError(401, 'wrongCredentials')
    return c.json({ message: translate('signedIn', language), data: await signIn(customer, body) })
  })

  routes.get(endpoints.logout.path, requireCustomer, async (c) => {
    await endSession(db, c.get('token') ?? '')
    return c.json({ message: translate('signedOut', c.get('language')), data: null })
  })

  routes.get(endpoints.getProfile.path, requireCustomer, (c) => {
    const customer = c.get('customer') as Customer
    return c.json({ message: '', data: toUser(customer) })
  })

  return routes
}
