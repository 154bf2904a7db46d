import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, pointsEntries, promoCodes, walletEntries } from '../db/schema.ts'
import { cartCalls } from '../test/http.ts'
import { insertPromo, ledgersOf } from '../test/money-fixtures.ts'
import { postgresUrl, tally, useRaceShop } from '../test/race-shop.ts'

// Promo codes, wallets and points under concurrency: each is spent once, whatever races it.
describe.skipIf(!postgresUrl)('money under concurrency (PostgreSQL)', () => {
  const race = useRaceShop()
  const { shop } = race

  it('gives a promo code with one use left to exactly one of 20 concurrent checkouts', async () => {
    const item = await race.product(100)
    const promo = await insertPromo(shop.db, { kind: 'fixed', value: 500, maxUses: 1 })
    const carts = await Promise.all(Array.from({ length: 20 }, () => race.guestCart(item)))
    for (const uuid of carts) {
      const applied = await race.request(null, 'POST', endpoints.applyPromoCode.path, {
        body: { code: promo.code, uuid },
      })
      expect(applied.status).toBe(200)
    }
    const statuses = await Promise.all(
      carts.map((uuid) => race.guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 409: 19 })
    const [row] = await shop.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id))
    expect(row?.used).toBe(1)
    const discounted = await shop.db.select().from(orders).where(eq(orders.promoCodeId, promo.id))
    expect(discounted).toHaveLength(1)
  })

  it('pays 60.00 from a wallet of 100.00 once among 10 parallel payments: balance 40.00', async () => {
    const item = await race.product(20, 4_500)
    const shopper = await race.customer(item, 1)
    await race.recharge(shopper.token, '100.00')
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () =>
        race.customerCheckout(shopper, 'wallet').then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })
    expect((await ledgersOf(shop.db, shopper.id)).wallet).toBe(4_000)
    const wallet = await race.request(null, 'GET', endpoints.getWallet.path, {
      token: shopper.token,
    })
    expect(endpoints.getWallet.response.parse(await wallet.json()).data.balance).toBe('40.00')
  })

  it('cancels once among 5 parallel cancels: restock, refund and points reversal happen once', async () => {
    const item = await race.product(10, 4_500)
    const shopper = await race.customer(item, 2)
    await race.recharge(shopper.token, '200.00')
    const placed = await race.customerCheckout(shopper, 'wallet')
    const order = endpoints.checkout.response.parse(await placed.json()).data.order
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        race
          .request(null, 'POST', `/auth/orders/${order.id}/cancel`, { token: shopper.token })
          .then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 200: 1, 409: 4 })
    expect((await ledgersOf(shop.db, shopper.id)).wallet).toBe(20_000)
    const refunds = await shop.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.orderId} = ${order.id} AND ${walletEntries.kind} = 'refund'`)
    expect(refunds).toHaveLength(1)

    // A delivered order taken back by the shop, five times at once: its points go once.
    await cartCalls(shop.app).add(
      { product_id: item, product_type: 'retail', quantity: 3 },
      { authorization: `Bearer ${shopper.token}` },
    )
    const second = endpoints.checkout.response.parse(
      await (await race.customerCheckout(shopper, 'cash_on_delivery')).json(),
    ).data.order
    const staff = (status: 'delivered' | 'cancelled') => race.staffSets(second.id, status)
    expect((await staff('delivered')).status).toBe(200)
    expect((await ledgersOf(shop.db, shopper.id)).points).toBe(150)
    const returns = await Promise.all(Array.from({ length: 5 }, () => staff('cancelled')))
    expect(tally(returns.map((r) => r.status))).toEqual({ 200: 1, 409: 4 })
    expect(await ledgersOf(shop.db, shopper.id)).toEqual({ wallet: 20_000 + 15_000, points: 0 })
  })

  it('never lets points or wallet go negative when conversions race a wallet checkout', async () => {
    const item = await race.product(10, 2_000)
    const shopper = await race.customer(item, 2)
    // 600 points: one conversion of 500 fits, not two.
    await shop.db
      .insert(pointsEntries)
      .values({ customerId: shopper.id, points: 600, kind: 'earned' })
    const converts = Array.from({ length: 5 }, () =>
      race
        .request(null, 'POST', endpoints.convertPoints.path, {
          token: shopper.token,
          key: randomUUID(),
          body: { points: 500 },
        })
        .then((r) => r.status),
    )
    // The checkout costs 2 × 20.00 + 15.00 shipping = 55.00: more than a conversion brings.
    const [checkout, ...conversions] = await Promise.all([
      race.customerCheckout(shopper, 'wallet').then((r) => r.status),
      ...converts,
    ])
    expect(tally(conversions)).toEqual({ 200: 1, 422: 4 })
    expect(checkout).toBe(402)
    expect(await ledgersOf(shop.db, shopper.id)).toEqual({ wallet: 500, points: 100 })
  })
})
