import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod/mini'
import type { Database } from '../db/connect.ts'
import { cardPayments } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { AppEnv } from '../http/env.ts'
import { confirmPayment } from './confirm-payment.ts'
import type { PaymentProvider } from './payment-provider.ts'

/** Where a provider confirms payments (its webhook). */
export const CONFIRMATIONS_PATH = '/payments/confirmations'
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'matjar-signature'
/** How old a signature may be: a captured confirmation cannot be replayed later than this. */
const SIGNATURE_TOLERANCE_SECONDS = 300

const confirmationSchema = z.object({
  type: z.enum(['payment.paid', 'payment.cancelled']),
  data: z.object({
    reference: z.string().check(z.minLength(1), z.maxLength(200)),
    amount: z.int().check(z.positive()),
  }),
})

/** The signature header for `body` sent at `time` (seconds), as a provider's adapter writes it. */
export const signConfirmation = (secret: string, body: string, time: number) =>
  `t=${time},v1=${createHmac('sha256', secret).update(`${time}.${body}`).digest('hex')}`

function signedInTime(secret: string, body: string, header: string | undefined, now: number) {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]),
  )
  const time = Number(parts.get('t'))
  const given = Buffer.from(parts.get('v1') ?? '', 'hex')
  if (!Number.isSafeInteger(time) || Math.abs(now - time) > SIGNATURE_TOLERANCE_SECONDS) {
    return false
  }
  const expected = Buffer.from(signConfirmation(secret, body, time).split('v1=')[1]!, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * `POST /payments/confirmations`: a provider's webhook, in the shape real providers use — a JSON
 * event signed with a shared secret (HMAC-SHA256 over the timestamp and the raw body), retried
 * until it is answered 2xx. It goes through `confirmPayment`, as the hosted test page does: the
 * first confirmation moves the payment, every retry gets the same answer.
 */
export function confirmationRoutes(db: Database, provider: PaymentProvider, secret: string) {
  const routes = new Hono<AppEnv>()
  routes.post(CONFIRMATIONS_PATH, bodyLimit({ maxSize: 16 * 1024 }), async (c) => {
    const body = await c.req.text()
    const now = Math.floor(Date.now() / 1000)
    if (!signedInTime(secret, body, c.req.header(SIGNATURE_HEADER), now)) {
      throw new ApiError(401, 'paymentSignatureRefused')
    }
    let parsed: ReturnType<typeof confirmationSchema.safeParse>
    try {
      parsed = confirmationSchema.safeParse(JSON.parse(body))
    } catch {
      throw new ApiError(400, 'malformedJson')
    }
    if (!parsed.success) throw new ApiError(422, 'invalidData')
    const { type, data } = parsed.data
    const [payment] = await db
      .select({ amount: cardPayments.amount })
      .from(cardPayments)
      .where(eq(cardPayments.providerReference, data.reference))
    if (!payment) throw new ApiError(404, 'paymentNotFound')
    if (payment.amount !== data.amount) throw new ApiError(422, 'paymentAmountMismatch')
    const event = type === 'payment.paid' ? 'paid' : 'cancelled'
    const { outcome } = await confirmPayment(db, provider, data.reference, event)
    return c.json({ message: '', data: { reference: data.reference, outcome } })
  })
  return routes
}
