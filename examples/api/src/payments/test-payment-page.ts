import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { Database } from '../db/connect.ts'
import { type TestPageState, testPagePayments } from '../db/schema.ts'
import type { AppEnv } from '../http/env.ts'
import type { Language } from '../messages/translate.ts'
import type { PaymentEvent } from './confirm-payment.ts'
import type { PaymentOutcomes } from './payment-outcomes.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { cardForm, cardProblem, gone, page, verifyForm, words } from './test-payment-html.ts'

/**
 * The development payment provider as a shopper meets a real one: a card payment is not taken at
 * once but continues on a hosted page (`/test-payments/{id}`, served by this API and marked as a
 * test everywhere), which asks for a card, may ask for a 3-D Secure-style code, and sends the
 * shopper back to the shop on success or cancel — the redirect flow of Moyasar, HyperPay, Tap or
 * Stripe Checkout. No real card is ever charged. Its payments live in the database
 * (`test_page_payments`), so any API process serves the page.
 *
 * Test cards (any future expiry, any 3 digits):
 * - 4242 4242 4242 4242: paid;
 * - 4000 0000 0000 0002: declined (the page says so; another card may be tried);
 * - 4000 0000 0000 3220: asks for the verification code, 123456 passes and anything else fails.
 */
export const TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  verify: '4000000000003220',
} as const
export const TEST_VERIFICATION_CODE = '123456'

/** A payment waiting on the page. */
export type TestPagePayment = typeof testPagePayments.$inferSelect

const PAYMENT_PATH = '/test-payments'
const REFERENCE_PREFIX = 'test_'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const FINISHED: readonly TestPageState[] = ['paid', 'cancelled']

export function createTestPaymentPage({ db, apiUrl }: { db: Database; apiUrl: string }) {
  const find = async (id: string) =>
    UUID.test(id)
      ? (await db.select().from(testPagePayments).where(eq(testPagePayments.id, id)))[0]
      : undefined
  /**
   * One step of the page's own state machine, taken only from the states named: the row is
   * re-checked under its lock when the form has been read, so of two submits one moves it.
   */
  const move = async (id: string, from: TestPageState[], to: TestPageState) =>
    (
      await db
        .update(testPagePayments)
        .set({ state: to })
        .where(and(eq(testPagePayments.id, id), inArray(testPagePayments.state, from)))
        .returning({ id: testPagePayments.id })
    ).length === 1

  const provider: PaymentProvider = {
    name: 'test-payment-page',
    async charge(charge) {
      const id = randomUUID()
      await db.insert(testPagePayments).values({
        id,
        reference: charge.reference,
        amount: charge.amount,
        language: charge.language ?? 'en',
      })
      return {
        status: 'awaiting_payment',
        providerReference: `${REFERENCE_PREFIX}${id}`,
        paymentUrl: `${apiUrl}${PAYMENT_PATH}/${id}`,
      }
    },
    async refund(refund) {
      await db
        .update(testPagePayments)
        .set({
          refunded: sql`${testPagePayments.refunded} + ${refund.amount}`,
          refunds: sql`${testPagePayments.refunds} + 1`,
        })
        .where(eq(testPagePayments.id, refund.providerReference.slice(REFERENCE_PREFIX.length)))
    },
  }

  /** The hosted page's routes; `outcomes` settle the shop's side and say where to go back to. */
  const routes = (outcomes: PaymentOutcomes) => {
    const app = new Hono<AppEnv>()
    const html = (body: string, language: Language, status: 200 | 404 | 422 = 200) =>
      new Response(page(body, language), {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        },
      })

    // The page speaks the language the shopper checked out in (else the browser's).
    app.get(`${PAYMENT_PATH}/:id`, async (c) => {
      const payment = await find(c.req.param('id'))
      const language = payment?.language ?? c.get('language')
      if (!payment || FINISHED.includes(payment.state)) return html(gone(language), language, 404)
      return html(cardForm(payment, language, null), language)
    })

    app.post(`${PAYMENT_PATH}/:id`, bodyLimit({ maxSize: 4 * 1024 }), async (c) => {
      const id = c.req.param('id')
      const payment = await find(id)
      const language = payment?.language ?? c.get('language')
      if (!payment) return html(gone(language), language, 404)
      const form = await c.req.parseBody()
      const field = (name: string) => String(form[name] ?? '').trim()
      /** Back to the shop, as the shop settled it: the same place for every repeat. */
      const finish = async (event: PaymentEvent) =>
        c.redirect(await outcomes.finished(`${REFERENCE_PREFIX}${id}`, event), 303)
      /** Another submit moved the payment first: answer as it stands now. */
      const asItStands = async () => {
        const now = (await find(id))!
        if (now.state === 'paid' || now.state === 'cancelled') return finish(now.state)
        if (now.state === 'verifying') return html(verifyForm(now, language, null), language)
        return html(cardForm(now, language, null), language)
      }

      if (payment.state === 'paid' || payment.state === 'cancelled') return finish(payment.state)
      if (field('action') === 'cancel') {
        return (await move(id, ['open', 'verifying'], 'cancelled'))
          ? finish('cancelled')
          : asItStands()
      }
      if (payment.state === 'verifying') {
        if (field('code') !== TEST_VERIFICATION_CODE) {
          return html(verifyForm(payment, language, words[language].wrongCode), language, 422)
        }
        return (await move(id, ['verifying'], 'paid')) ? finish('paid') : asItStands()
      }
      const card = field('card').replace(/[\s-]/g, '')
      const problem = cardProblem(card, field('expiry'), field('cvc'), language)
      if (problem) return html(cardForm(payment, language, problem), language, 422)
      if (card === TEST_CARDS.declined) {
        return html(cardForm(payment, language, words[language].declined), language, 422)
      }
      if (card === TEST_CARDS.verify) {
        if (!(await move(id, ['open'], 'verifying'))) return asItStands()
        return html(verifyForm(payment, language, null), language)
      }
      return (await move(id, ['open'], 'paid')) ? finish('paid') : asItStands()
    })
    return app
  }

  return { provider, routes }
}
