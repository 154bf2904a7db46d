import type { CartMergePolicy } from '@matjar/core/contract'
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { takeInGuestCart } from '../cart/merge-guest-cart.ts'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { customers, sessions } from '../db/schema.ts'
import { isUniqueViolation } from '../db/sql-state.ts'
import { ApiError, fieldError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import {
  MAILS_PER_CLIENT,
  MAILS_PER_EMAIL,
  perClient,
  SIGN_IN_PER_ACCOUNT_AND_CLIENT,
  spendAttempt,
} from '../http/rate-limit.ts'
import { serve } from '../http/serve.ts'
import type { MailQueue } from '../mail/mail-queue.ts'
import type { MailTransport } from '../mail/mail-transport.ts'
import { translate } from '../messages/translate.ts'
import { toUser } from './customer-view.ts'
import type { GoogleVerifier } from './google-id-token.ts'
import { signInWithGoogle } from './google-sign-in.ts'
import { resetPassword } from './password-reset.ts'
import { decoyHash, hashPassword, verifyPassword } from './passwords.ts'
import { confirmRegistration, startRegistration } from './registration.ts'
import { type Customer, endSession, hashToken, startSession } from './sessions.ts'
import { spendSignInAttempt } from './sign-in-attempts.ts'

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
  serve(routes, 'register', async (c, { body }) => {
    const language = c.get('language')
    await spendAttempt(
      db,
      [perClient('mail', c.get('client')), MAILS_PER_CLIENT],
      [`register:${body.email.toLowerCase()}`, MAILS_PER_EMAIL],
    )
    await startRegistration(db, mail, body, language)
    return { message: translate(language, 'confirmationCodeSent'), data: null }
  })

  serve(routes, 'confirmRegistration', async (c, { body }) => {
    const language = c.get('language')
    const email = body.email.toLowerCase()
    const attempt = await spendSignInAttempt(db, 'confirm', email, c.get('client'))
    const customer = await confirmRegistration(db, email, body.code)
    if (!customer) throw new ApiError(401, 'wrongResetCode')
    await attempt.succeeded()
    return { message: translate(language, 'signedUp'), data: await signIn(customer, body) }
  })

  serve(routes, 'login', async (c, { body }) => {
    const language = c.get('language')
    const email = body.email.toLowerCase()
    const attempt = await spendSignInAttempt(db, 'login', email, c.get('client'))
    const [customer] = await db.select().from(customers).where(eq(customers.email, email))
    // An unknown email is checked against a decoy hash: same answer, same time (no enumeration).
    const matches = await verifyPassword(body.password, customer?.passwordHash ?? (await decoyHash))
    if (!customer?.passwordHash || !matches) throw new ApiError(401, 'wrongCredentials')
    await attempt.succeeded()
    return { message: translate(language, 'signedIn'), data: await signIn(customer, body) }
  })

  serve(
    routes,
    'signInWithGoogle',
    async (c, { body }) => {
      const language = c.get('language')
      const identity = await google?.(body.id_token).catch(() => null)
      if (!identity) throw new ApiError(401, 'googleRejected')
      const customer = await signInWithGoogle(db, identity)
      return { message: translate(language, 'signedIn'), data: await signIn(customer, body) }
    },
    // Without a verifier the call does not exist here, whatever the body.
    {
      before: [
        async (_, next) => {
          if (!google) throw new ApiError(404, 'googleNotConfigured')
          await next()
        },
      ],
    },
  )

  // The same answer whether the email has an account or not: nobody learns who is a customer.
  serve(routes, 'forgotPassword', async (c, { body }) => {
    const language = c.get('language')
    const email = body.email.toLowerCase()
    await spendAttempt(
      db,
      [perClient('mail', c.get('client')), MAILS_PER_CLIENT],
      [`forgot:${email}`, MAILS_PER_EMAIL],
    )
    await mailQueue.enqueueResetCode(email, language)
    return { message: translate(language, 'resetCodeSent'), data: null }
  })

  serve(routes, 'resetPassword', async (c, { body }) => {
    const language = c.get('language')
    const email = body.email.toLowerCase()
    const attempt = await spendSignInAttempt(db, 'reset', email, c.get('client'))
    const customer = await resetPassword(db, email, body.code, body.password)
    if (!customer) throw new ApiError(401, 'wrongResetCode')
    await attempt.succeeded()
    return {
      message: translate(language, 'passwordChanged'),
      data: await signIn(customer, {}),
    }
  })

  serve(routes, 'logout', async (c) => {
    await endSession(db, c.get('token'))
    return { message: translate(c.get('language'), 'signedOut'), data: null }
  })

  serve(routes, 'getProfile', (c) => ({ message: '', data: toUser(c.get('customer')) }))

  serve(routes, 'updateProfile', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
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
    return {
      message: translate(language, 'profileUpdated'),
      data: toUser(updated ?? customer),
    }
  })

  // Proving the current password is required; a wrong one is a field error, not a sign-out.
  const checkPassword = async (customer: Customer, password: string, field: string) => {
    // Only the session's holder gets here: counted per customer.
    await spendAttempt(db, [`password:${customer.id}`, SIGN_IN_PER_ACCOUNT_AND_CLIENT])
    if (!customer.passwordHash || !(await verifyPassword(password, customer.passwordHash))) {
      throw fieldError(422, 'invalidData', field, 'wrongPassword')
    }
  }

  serve(routes, 'changePassword', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    await checkPassword(customer, body.current_password, 'current_password')
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
            ne(sessions.tokenHash, hashToken(c.get('token'))),
          ),
        )
    })
    return { message: translate(language, 'passwordChanged'), data: null }
  })

  serve(routes, 'changeEmail', async (c, { body }) => {
    const language = c.get('language')
    const customer = c.get('customer')
    await checkPassword(customer, body.password, 'password')
    const [updated] = await db
      .update(customers)
      .set({ email: body.email.toLowerCase(), emailVerified: false })
      .where(eq(customers.id, customer.id))
      .returning()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? fieldError(409, 'emailTaken', 'email') : error
      })
    return {
      message: translate(language, 'emailChanged'),
      data: toUser(updated ?? customer),
    }
  })

  return routes
}
