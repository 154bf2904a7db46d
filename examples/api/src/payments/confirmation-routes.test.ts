import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../db/schema.ts'
import { readError } from '../test/http.ts'
import {
  caller,
  checkoutPath,
  guestCheckoutBody,
  insertShopBasics,
} from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'
import { CONFIRMATIONS_PATH, SIGNATURE_HEADER, signConfirmation } from './confirmation-routes.ts'

const SECRET = 'whsec-test-0123456789abcdef0123456789abcdef'
const shop = useTestShop({
  paymentPage: { publicUrl: 'http://api.test', shopUrl: 'http://shop.test' },
  paymentWebhookSecret: SECRET,
})
let branch: number
beforeAll(async () => {
  branch = (await insertShopBasics(shop.database.db)).riyadh!
})

const now = () => Math.floor(Date.now() / 1000)
const confirm = async (
  event: unknown,
  { secret = SECRET, time = now(), language = 'en' } = {},
): Promise<Response> => {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  return shop.app.request(CONFIRMATIONS_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      [SIGNATURE_HEADER]: signConfirmation(secret, body, time),
    },
    body,
  })
}

/** A guest's card order waiting on the provider, with its reference and total. */
const awaitingOrder = async () => {
  const uuid = randomUUID()
  await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity: 4 })
  const placed = await caller(shop.app)('POST', checkoutPath, {
    key: randomUUID(),
    body: guestCheckoutBody(uuid, branch, 'card'),
  })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const { order, payment_url } = endpoints.checkout.response.parse(await placed.json()).data
  const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
  return {
    id: order.id,
    reference: `test_${payment_url!.split('/').at(-1)}`,
    amount: row!.total,
  }
}
const statusOf = async (id: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, id)))[0]!

describe('POST /payments/confirmations (a provider’s signed webhook)', () => {
  it('settles a payment once and answers every retry as the first', async () => {
    const order = await awaitingOrder()
    const event = {
      type: 'payment.paid',
      data: { reference: order.reference, amount: order.amount },
    }
    const first = await confirm(event)
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body).toEqual({ message: '', data: { reference: order.reference, outcome: 'paid' } })
    for (let retry = 0; retry < 3; retry++) {
      const again = await confirm(event)
      expect(again.status).toBe(200)
      expect(await again.json()).toEqual(body)
    }
    // A late "cancelled" for the same payment changes nothing either.
    const late = await confirm({ ...event, type: 'payment.cancelled' })
    expect(await late.json()).toEqual(body)
    expect(await statusOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' })
  })

  it('cancels the order of a payment the provider says will not happen', async () => {
    const order = await awaitingOrder()
    const answer = await confirm({
      type: 'payment.cancelled',
      data: { reference: order.reference, amount: order.amount },
    })
    expect(((await answer.json()) as { data: { outcome: string } }).data.outcome).toBe('cancelled')
    expect((await statusOf(order.id)).status).toBe('cancelled')
  })

  it('refuses what the provider did not sign, an old signature, a wrong amount, an unknown payment', async () => {
    const order = await awaitingOrder()
    const event = {
      type: 'payment.paid',
      data: { reference: order.reference, amount: order.amount },
    }
    const forged = await confirm(event, { secret: 'not-the-secret', language: 'ar' })
    expect(forged.status).toBe(401)
    expect((await readError(forged)).message).toBe('التأكيد غير موقّع من مزوّد الدفع')
    const unsigned = await shop.app.request(CONFIRMATIONS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    })
    expect(unsigned.status).toBe(401)
    expect((await confirm(event, { time: now() - 600 })).status).toBe(401)
    const cheaper = await confirm({ ...event, data: { ...event.data, amount: order.amount - 1 } })
    expect(cheaper.status).toBe(422)
    expect((await readError(cheaper)).message).toBe(
      'The confirmed amount is not the amount charged',
    )
    const unknown = await confirm({ ...event, data: { ...event.data, reference: 'test_nope' } })
    expect(unknown.status).toBe(404)
    expect((await confirm('{"type":')).status).toBe(400)
    expect((await confirm({ type: 'payment.refunded', data: event.data })).status).toBe(422)
    expect(await statusOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' })
  })
})
