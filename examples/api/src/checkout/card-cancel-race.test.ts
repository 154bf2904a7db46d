// A card order cancelled while its card is being charged: the charge must not leave it
// "cancelled and paid". The provider here holds the charge until the test has cancelled.
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders } from '../db/schema.ts'
import type { CardRefund, PaymentProvider } from '../payments/payment-provider.ts'
import { readError } from '../test/http.ts'
import {
  caller,
  checkoutPath,
  guestCheckoutBody,
  insertShopBasics,
  ledgersOf,
  signedUpWithCart,
} from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'

/** Takes every charge, but only once `release()` is called; `charging` says one has started. */
function heldProvider() {
  let started!: () => void
  let release!: () => void
  const charging = new Promise<void>((resolve) => (started = resolve))
  const released = new Promise<void>((resolve) => (release = resolve))
  const refunds: CardRefund[] = []
  const provider: PaymentProvider = {
    name: 'held-provider',
    async charge() {
      started()
      await released
      return { status: 'paid', providerReference: `held_${randomUUID()}` }
    },
    async refund(refund) {
      refunds.push(refund)
    },
  }
  return { provider, charging, release, refunds }
}

const ADMIN = 'race-admin-token-0123456789'

describe('a card order cancelled while its card is being charged', () => {
  let held = heldProvider()
  const shop = useTestShop({
    adminToken: ADMIN,
    payments: {
      name: 'per-test',
      charge: (charge) => held.provider.charge(charge),
      refund: (refund) => held.provider.refund(refund),
    },
  })
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
  let branch: number
  beforeAll(async () => {
    branch = (await insertShopBasics(shop.database.db)).riyadh!
  })

  const latestOrder = async () =>
    (await shop.database.db.select().from(orders).orderBy(orders.id)).at(-1)!

  it('refunds a customer to the wallet and says so, in their language', async () => {
    held = heldProvider()
    const { token, customerId, address } = await signedUpWithCart(shop, [
      { product_id: shop.ids.plain, quantity: 3 },
    ])
    const placing = call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      language: 'ar',
      body: { address_id: address, branch_id: branch, payment_method: 'card' },
    })
    await held.charging
    const order = await latestOrder()
    const cancel = await call(
      'POST',
      endpoints.cancelOrder.path.replace('{id}', String(order.id)),
      {
        token,
      },
    )
    expect(cancel.status, await cancel.clone().text()).toBe(200)
    held.release()

    const answer = await placing
    expect(answer.status).toBe(409)
    expect((await readError(answer)).message).toBe(
      'أُلغي الطلب أثناء الدفع بالبطاقة: أُعيد المبلغ إلى محفظتك',
    )
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect((await ledgersOf(shop.database.db, customerId)).wallet).toBe(order.total)
    expect(held.refunds).toEqual([])
  })

  it('asks the provider to give a guest their money back', async () => {
    held = heldProvider()
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const placing = call('POST', checkoutPath, {
      key: randomUUID(),
      body: guestCheckoutBody(uuid, branch, 'card'),
    })
    await held.charging
    const order = await latestOrder()
    const cancel = await shop.call('changeOrderStatus', {
      params: { id: order.id },
      body: { status: 'cancelled' },
      headers: { 'x-admin-token': ADMIN },
    })
    expect(cancel.status, cancel.text).toBe(200)
    held.release()

    const answer = await placing
    expect(answer.status).toBe(409)
    expect((await readError(answer)).message).toBe(
      'The order was cancelled while your card was being charged: the amount was refunded to your card',
    )
    const [after] = await shop.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(after).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(held.refunds).toEqual([
      {
        providerReference: after!.paymentReference,
        amount: order.total,
        reference: order.orderNumber,
      },
    ])
  })

  it('still marks an order paid when nobody cancelled it', async () => {
    held = heldProvider()
    const { token, address } = await signedUpWithCart(shop, [
      { product_id: shop.ids.plain, quantity: 3 },
    ])
    const placing = call('POST', checkoutPath, {
      token,
      key: randomUUID(),
      body: { address_id: address, branch_id: branch, payment_method: 'card' },
    })
    held.release()
    const answer = await placing
    expect(answer.status, await answer.clone().text()).toBe(201)
    const { order } = endpoints.checkout.response.parse(await answer.json()).data
    expect(order).toMatchObject({ status: 'pending', payment_status: 'paid' })
  })
})
