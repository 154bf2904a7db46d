import {
  type CartMergePolicy,
  confirmRegistrationRequestSchema,
  emailChangeRequestSchema,
  endpoints,
  forgotPasswordRequestSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@matjar/core/contract'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { takeInGuestCart } from '../cart/merge-guest-cart.ts'
import type { Database } from '../db/connect.ts'
import { customers, sessions } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import { requireCustomer } from '../http/customer.ts'
import type { AppEnv } from '../http/env.ts'
import { smallJsonBody } from '../http/guards.ts'
import { translate } from '../http/messages.ts'
import {
  MAILS_PER_CLIENT,
  MAILS_PER_EMAIL,
  perClient,
  SIGN_IN_PER_ACCOUNT_AND_CLIENT,
  spendAttempt,
  spendSignInAttempt,
} from '../http/rate-limit.ts'
import { parseInput, readJsonBody } from '../http/validate.ts'
import type { MailQueue } from '../mail/mail-queue.ts'
import type { MailTransport } from '../mail/mail-transport.ts'
import { retryingTransaction } from '../money/retrying-transaction.ts'
import { toUser } from './customer-view.ts'
import type { GoogleVerifier } from './google-id-token.ts'
import { signInWithGoogle } from './google-sign-in.ts'
import { resetPassword } from './password-reset.ts'
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts'
import { confirmRegistration, startRegistration } from './registration.ts'
import { type Customer, endSession, hashToken, startSession } from './sessions.ts'

/** Signing up, in and out, and the customer's profile. */
export function accountRoutes(
  db: Database,
  mail: MailTransport,
  mailQueue: MailQueue,
  google?: GoogleVerifier,
) {
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

  // The same answer whether the email has an account or not: nobody learns who is a customer.
  // The account is made by `confirmRegistration`, with the code this mails.
  routes.post(endpoints.register.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(registerRequestSchema, await readJsonBody(c), language)
    await spendAttempt(
      db,
      [`register:${body.email.toLowerCase()}`, MAILS_PER_EMAIL],
      [perClient('mail', c.get('client')), MAILS_PER_CLIENT],
    )
    await startRegistration(db, mail, body, language)
    return c.json({ message: translate('confirmationCodeSent', language), data: null })
  })

  routes.post(endpoints.confirmRegistration.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(confirmRegistrationRequestSchema, await readJsonBody(c), language)
    const email = body.email.toLowerCase()
    await spendSignInAttempt(db, 'confirm', email, c.get('client'))
    const customer = await confirmRegistration(db, email, body.code)
    if (!customer) throw new ApiError(401, 'wrongResetCode')
    return c.json({ message: translate('signedUp', language), data: await signIn(customer, body) })
  })

  routes.post(endpoints.login.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(loginRequestSchema, await readJsonBody(c), language)
    await spendSignInAttempt(db, 'login', body.email.toLowerCase(), c.get('client'))
    const [customer] = await db
      .select()
      .from(customers)
      .where(eq(customers.email, body.email.toLowerCase()))
    // An unknown email is checked against a decoy hash: same answer, same time (no enumeration).
    const matches = await verifyPassword(body.password, customer?.passwordHash ?? (await decoyHash))
    if (!customer?.passwordHash || !matches) throw new ApiError(401, 'wrongCredentials')
    return c.json({ message: translate('signedIn', language), data: await signIn(customer, body) })
  })

  routes.post(endpoints.signInWithGoogle.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    if (!google) throw new ApiError(404, 'googleNotConfigured')
    const body = parseInput(googleSignInRequestSchema, await readJsonBody(c), language)
    const identity = await google(body.id_token).catch(() => null)
    if (!identity) throw new ApiError(401, 'googleRejected')
    const customer = await signInWithGoogle(db, identity)
    return c.json({ message: translate('signedIn', language), data: await signIn(customer, body) })
  })

  // The same answer whether the email has an account or not: nobody learns who is a customer.
  routes.post(endpoints.forgotPassword.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(forgotPasswordRequestSchema, await readJsonBody(c), language)
    const email = body.email.toLowerCase()
    await spendAttempt(
      db,
      [`forgot:${email}`, MAILS_PER_EMAIL],
      [perClient('mail', c.get('client')), MAILS_PER_CLIENT],
    )
    await mailQueue.enqueueResetCode(email, language)
    return c.json({ message: translate('resetCodeSent', language), data: null })
  })

  routes.post(endpoints.resetPassword.path, smallJsonBody, async (c) => {
    const language = c.get('language')
    const body = parseInput(resetPasswordRequestSchema, await readJsonBody(c), language)
    const email = body.email.toLowerCase()
    await spendSignInAttempt(db, 'reset', email, c.get('client'))
    const customer = await resetPassword(db, email, body.code, body.password)
    if (!customer) throw new ApiError(401, 'wrongResetCode')
    return c.json({
      message: translate('passwordChanged', language),
      data: await signIn(customer, {}),
    })
  })

  routes.get(endpoints.logout.path, requireCustomer, async (c) => {
    await endSession(db, c.get('token') ?? '')
    return c.json({ message: translate('signedOut', c.get('language')), data: null })
  })

  routes.get(endpoints.getProfile.path, requireCustomer, (c) => {
    const customer = c.get('customer') as Customer
    return c.json({ message: '', data: toUser(customer) })
  })

  routes.put(endpoints.updateProfile.path, requireCustomer, smallJsonBody, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const body = parseInput(profileUpdateRequestSchema, await readJsonBody(c), language)
    const [updated] = await db
      .update(customers)
      .set({
        userName: body.user_name,
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
      })
      .where(eq(customers.id, customer.id))
      .returning()
    return c.json({
      message: translate('profileUpdated', language),
      data: toUser(updated ?? customer),
    })
  })

  // Proving the current password is required; a wrong one is a field error, not a sign-out.
  const checkPassword = async (
    customer: Customer,
    password: string,
    language: 'en' | 'ar',
    field: string,
  ) => {
    // Only the session's holder gets here: counted per customer.
    await spendAttempt(db, [`password:${customer.id}`, SIGN_IN_PER_ACCOUNT_AND_CLIENT])
    if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash))) {
      throw new ApiError(422, 'invalidData', { [field]: [translate('wrongPassword', language)] })
    }
  }

  routes.put(endpoints.changePassword.path, requireCustomer, smallJsonBody, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const body = parseInput(passwordChangeRequestSchema, await readJsonBody(c), language)
    await checkPassword(customer, body.current_password, language, 'current_password')
    const passwordHash = await hashPassword(body.password)
    await retryingTransaction(db, async (tx) => {
      await tx.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id))
      // Every other session of the customer is signed out; this one stays.
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.customerId, customer.id),
            isNull(sessions.revokedAt),
            ne(sessions.tokenHash, hashToken(c.get('token') ?? '')),
          ),
        )
    })
    return c.json({ message: translate('passwordChanged', language), data: null })
  })

  routes.put(endpoints.changeEmail.path, requireCustomer, smallJsonBody, async (c) => {
    const language = c.get('language')
    const customer = c.get('customer') as Customer
    const body = parseInput(emailChangeRequestSchema, await readJsonBody(c), language)
    await checkPassword(customer, body.password, language, 'password')
    const [updated] = await db
      .update(customers)
      .set({ email: body.email.toLowerCase(), emailVerified: false })
      .where(eq(customers.id, customer.id))
      .returning()
      .catch((error: { code?: string; cause?: { code?: string } }) => {
        if (error.code === '23505' || error.cause?.code === '23505') {
          throw new ApiError(409, 'emailTaken', { email: [translate('emailTaken', language)] })
        }
        throw error
      })
    return c.json({
      message: translate('emailChanged', language),
      data: toUser(updated ?? customer),
    })
  })

  return routes
}
