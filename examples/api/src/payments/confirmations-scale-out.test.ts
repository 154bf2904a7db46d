import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardPayments, orders, testPagePayments, walletEntries } from '../db/schema.ts'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { guestCheckoutBody, guestDetails, ledgersOf } from '../test/money-fixtures.ts'
import { postgresUrl, tally, useRaceShop } from '../test/race-shop.ts'
import { CONFIRMATIONS_PATH, SIGNATURE_HEADER, signConfirmation } from './confirmation-routes.ts'
import { TEST_CARDS } from './test-payment-page.ts'

// One payment, completed many times at once from two API processes over one PostgreSQL — the
// hosted page submitted again and again, the provider's webhook retried — moves once: the wallet
// is credited once, a cancelled order is refunded once, and every answer is the first one's.
const SECRET = 'whsec-scale-out-0123456789abcdef0123456789'
const COPIES = 6
const ADMIN = 'scale-out-staff-token-0123456789'

describe.skipIf(!postgresUrl)('payment confirmations from two API processes', () => {
  const race = useRaceShop()
  const { shop } = race
  const servers: ChildProcess[] = []
  const bases: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const started = await startApiProcess(shop.database.url, {
        TEST_PAYMENTS: 'page',
        PUBLIC_URL: 'http://api.test',
        SHOP_URL: 'http://shop.test',
        PAYMENT_WEBHOOK_SECRET: SECRET,
        ADMIN_TOKEN: ADMIN,
      })
      servers.push(started.server)
      bases.push(started.base)
    }
  }, 2 * API_PROCESS_START_MS)
  afterAll(() => {
    for (const server of servers) server.kill()
  })

  /** The page's "Pay" with the card that pays, sent to the process `i % 2`. */
  const payOnPage = (i: number, path: string) =>
    fetch(`${bases[i % 2]}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        card: TEST_CARDS.paid,
        expiry: '12/39',
        cvc: '123',
      }).toString(),
    })
  /** The provider's signed webhook saying the payment was taken, sent to the process `i % 2`. */
  const webhook = (i: number, reference: string, amount: number) => {
    const body = JSON.stringify({ type: 'payment.paid', data: { reference, amount } })
    return fetch(`${bases[i % 2]}${CONFIRMATIONS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signConfirmation(SECRET, body, Math.floor(Date.now() / 1000)),
      },
      body,
    })
  }
  const totalOf = async (orderId: number) =>
    (await shop.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.total
  /** Every copy at once: half on the page, half as webhooks, over both processes. */
  const confirmEverywhere = async (path: string, reference: string, amount: number) => {
    const pages = Array.from({ length: COPIES }, (_, i) => payOnPage(i, path))
    const hooks = Array.from({ length: COPIES }, (_, i) => webhook(i, reference, amount))
    const [paged, hooked] = await Promise.all([Promise.all(pages), Promise.all(hooks)])
    return {
      pageStatuses: tally(paged.map((answer) => answer.status)),
      locations: new Set(paged.map((answer) => answer.headers.get('location'))),
      hookStatuses: tally(hooked.map((answer) => answer.status)),
      hookBodies: new Set(await Promise.all(hooked.map((answer) => answer.text()))),
    }
  }

  it(`credits one recharge once among ${2 * COPIES} completions on two processes`, async () => {
    const item = await race.product(10)
    const shopper = await race.customer(item, 1)
    const recharged = await race.request(bases[0]!, 'POST', endpoints.rechargeWallet.path, {
      token: shopper.token,
      key: randomUUID(),
      body: { amount: '25.00', payment_method: 'card' },
    })
    expect(recharged.status, await recharged.clone().text()).toBe(200)
    const url = new URL(
      endpoints.rechargeWallet.response.parse(await recharged.json()).data.payment_url!,
    )
    const reference = `test_${url.pathname.split('/').at(-1)}`

    const seen = await confirmEverywhere(url.pathname, reference, 2_500)
    expect(seen.pageStatuses).toEqual({ 303: COPIES })
    expect([...seen.locations]).toEqual(['http://shop.test/user-profile/wallet?payment=paid'])
    expect(seen.hookStatuses).toEqual({ 200: COPIES })
    expect([...seen.hookBodies].map((body) => JSON.parse(body))).toEqual([
      { message: '', data: { reference, outcome: 'paid' } },
    ])
    const credits = await shop.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.customerId, shopper.id), eq(walletEntries.kind, 'recharge')))
    expect(credits.map((entry) => entry.amount)).toEqual([2_500])
    expect((await ledgersOf(shop.db, shopper.id)).wallet).toBe(2_500)
  })

  it(`refunds a cancelled guest order once among ${2 * COPIES} duplicated confirmations`, async () => {
    const item = await race.product(10, 5_000)
    const uuid = await race.guestCart(item, 2)
    const placed = await race.request(bases[0]!, 'POST', endpoints.checkout.path, {
      key: randomUUID(),
      body: guestCheckoutBody(uuid, shop.branch, 'card', guestDetails('card@example.com')),
    })
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    const url = new URL(payment_url!)
    const reference = `test_${url.pathname.split('/').at(-1)}`
    // The staff cancel it while the shopper is on the card page.
    const cancelled = await fetch(`${bases[1]}/shop/orders/${order.id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
      body: JSON.stringify({ status: 'cancelled' }),
    })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)

    const total = await totalOf(order.id)
    const seen = await confirmEverywhere(url.pathname, reference, total)
    expect(seen.pageStatuses).toEqual({ 303: COPIES })
    expect([...seen.locations]).toEqual([
      `http://shop.test/payment-return?order=${order.order_number}&payment=refunded`,
    ])
    expect(seen.hookStatuses).toEqual({ 200: COPIES })
    expect([...seen.hookBodies].map((body) => JSON.parse(body))).toEqual([
      { message: '', data: { reference, outcome: 'refunded' } },
    ])
    const [after] = await shop.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    const [provider] = await shop.db
      .select()
      .from(testPagePayments)
      .where(eq(testPagePayments.id, reference.slice('test_'.length)))
    expect({ refunds: provider?.refunds, refunded: provider?.refunded }).toEqual({
      refunds: 1,
      refunded: total,
    })
    const [payment] = await shop.db
      .select()
      .from(cardPayments)
      .where(eq(cardPayments.providerReference, reference))
    expect(payment).toMatchObject({ state: 'paid', outcome: 'refunded' })
    expect(payment?.refundAskedAt).not.toBeNull()
  })

  it('refunds a cancelled customer order to the wallet once, and answers no duplicate with a 500', async () => {
    const item = await race.product(10, 4_000)
    const shopper = await race.customer(item, 1)
    const placed = await race.customerCheckout(shopper, 'card', bases[0]!)
    expect(placed.status, await placed.clone().text()).toBe(201)
    const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
    const url = new URL(payment_url!)
    const cancel = await race.request(bases[1]!, 'POST', `/auth/orders/${order.id}/cancel`, {
      token: shopper.token,
    })
    expect(cancel.status, await cancel.clone().text()).toBe(200)
    const total = await totalOf(order.id)
    const seen = await confirmEverywhere(
      url.pathname,
      `test_${url.pathname.split('/').at(-1)}`,
      total,
    )
    expect(seen.pageStatuses).toEqual({ 303: COPIES })
    expect(seen.hookStatuses).toEqual({ 200: COPIES })
    const refunds = await shop.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.customerId, shopper.id), eq(walletEntries.kind, 'refund')))
    expect(refunds.map((entry) => entry.amount)).toEqual([total])
  })
})
