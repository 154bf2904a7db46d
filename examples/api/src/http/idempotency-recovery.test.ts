// An Idempotency-Key whose call died with its process (kill -9) must not answer 409 for ever.
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { idempotencyKeys } from '../db/schema.ts'
import { checkoutPath, ordersOf, signedUpWithCart, useMoneyShop } from '../test/money-fixtures.ts'
import { STALE_CLAIM_SECONDS } from './idempotency.ts'

const money = useMoneyShop()
const { shop, call } = money

const staleTime = () => new Date(Date.now() - (STALE_CLAIM_SECONDS + 5) * 1000)
const keyRow = (scope: string, key: string) =>
  shop.database.db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .then((rows) => rows[0]!)

async function customerReadyToPay() {
  const who = await signedUpWithCart(shop, [{ product_id: shop.ids.plain, quantity: 3 }])
  const body = {
    address_id: who.address,
    branch_id: money.branch,
    payment_method: 'cash_on_delivery',
  }
  const checkout = (key: string) => call('POST', checkoutPath, { token: who.token, key, body })
  return { ...who, scope: `customer:${who.customerId}`, checkout }
}

describe('an Idempotency-Key whose call died', () => {
  it('answers with the order the dead call wrote, and never writes a second one', async () => {
    const who = await customerReadyToPay()
    const key = randomUUID()
    const first = await who.checkout(key)
    expect(first.status, await first.clone().text()).toBe(201)
    const placed = endpoints.checkout.response.parse(await first.json()).data.order
    expect((await keyRow(who.scope, key)).orderId).toBe(placed.id)

    // As the row looks when the process died after the order's commit, before its answer.
    await shop.database.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, claimedAt: staleTime() })
      .where(and(eq(idempotencyKeys.scope, who.scope), eq(idempotencyKeys.key, key)))
    const retry = await who.checkout(key)
    expect(retry.status, await retry.clone().text()).toBe(201)
    expect(endpoints.checkout.response.parse(await retry.json()).data.order.id).toBe(placed.id)
    expect(await ordersOf(shop.database.db, who.customerId)).toHaveLength(1)
    // …and from then on the key replays that answer.
    expect((await keyRow(who.scope, key)).status).toBe(201)
  })

  it('runs the call again when the dead call wrote nothing', async () => {
    const who = await customerReadyToPay()
    const earlier = randomUUID()
    expect((await who.checkout(earlier)).status).toBe(201)
    const { requestHash } = await keyRow(who.scope, earlier)
    await shop.calls.add(
      { product_id: shop.ids.plain, product_type: 'retail', quantity: 3 },
      { authorization: `Bearer ${who.token}` },
    )

    // A claim taken before a crash, with no order: the retry places the order.
    const key = randomUUID()
    await shop.database.db
      .insert(idempotencyKeys)
      .values({ scope: who.scope, key, requestHash, claimedAt: staleTime() })
    const retry = await who.checkout(key)
    expect(retry.status, await retry.clone().text()).toBe(201)
    expect(await ordersOf(shop.database.db, who.customerId)).toHaveLength(2)
  })

  it('still answers 409 while a recent claim may be running', async () => {
    const who = await customerReadyToPay()
    const earlier = randomUUID()
    expect((await who.checkout(earlier)).status).toBe(201)
    const { requestHash } = await keyRow(who.scope, earlier)
    const key = randomUUID()
    await shop.database.db.insert(idempotencyKeys).values({ scope: who.scope, key, requestHash })
    expect((await who.checkout(key)).status).toBe(409)
  })
})
