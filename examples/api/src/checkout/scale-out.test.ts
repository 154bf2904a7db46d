import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carts, idempotencyKeys, orders, walletEntries } from '../db/schema.ts'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { cartCalls } from '../test/http.ts'
import { guestCheckoutBody, guestDetails, insertPromo, ledgersOf } from '../test/money-fixtures.ts'
import { postgresUrl, tally, useRaceShop } from '../test/race-shop.ts'

// Scale-out: the API keeps no state in process, so two processes over one PostgreSQL sell, pay
// and recover exactly as one does.
describe.skipIf(!postgresUrl)('two API processes on two ports over one PostgreSQL', () => {
  const race = useRaceShop()
  const { shop } = race
  const servers: ChildProcess[] = []
  const bases: string[] = []
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const started = await startApiProcess(shop.database.url)
      servers.push(started.server)
      bases.push(started.base)
    }
  }, 2 * API_PROCESS_START_MS)
  afterAll(() => {
    for (const server of servers) server.kill()
  })

  it('never leaves a card order cancelled and paid when cancels from one process race its charge in the other', async () => {
    const item = await race.product(200, 3_000)
    const shopper = await race.customer(item, 1)
    const statuses: number[] = []
    for (let round = 0; round < 12; round++) {
      if (round > 0) {
        await cartCalls(shop.app).add(
          { product_id: item, product_type: 'retail', quantity: 1 },
          { authorization: `Bearer ${shopper.token}` },
        )
      }
      // The attack: cancel the next order id over and over while the card is charged.
      const [last] = await shop.db
        .select({ id: sql<number>`coalesce(max(${orders.id}), 0)::int` })
        .from(orders)
      const next = (last?.id ?? 0) + 1
      const cancels = Array.from({ length: 6 }, (_, i) =>
        new Promise((resolve) => setTimeout(resolve, i * 3)).then(() =>
          race.request(bases[1]!, 'POST', `/auth/orders/${next}/cancel`, { token: shopper.token }),
        ),
      )
      const [checkout] = await Promise.all([
        race.customerCheckout(shopper, 'card', bases[0]!),
        ...cancels,
      ])
      statuses.push((checkout as Response).status)
    }
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([])
    const placed = await shop.db.select().from(orders).where(eq(orders.customerId, shopper.id))
    expect(placed.length).toBe(12)
    for (const order of placed) {
      expect([order.status, order.paymentStatus], order.orderNumber).not.toEqual([
        'cancelled',
        'paid',
      ])
    }
    // Every order cancelled after its card was taken gave the money back to the wallet, once.
    const refunded = placed.filter((order) => order.paymentStatus === 'refunded')
    const refunds = await shop.db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.customerId} = ${shopper.id} AND ${walletEntries.kind} = 'refund'`)
    expect(refunds.map((entry) => entry.orderId).sort()).toEqual(
      refunded.map((order) => order.id).sort(),
    )
  })

  it(
    'recovers an Idempotency-Key whose process was killed mid-checkout, in the other process, with one order',
    async () => {
      const item = await race.product(10)
      const uuid = await race.guestCart(item, 2)
      const key = randomUUID()
      const doomed = await startApiProcess(shop.database.url)
      servers.push(doomed.server)
      const ordersBefore = (await shop.db.select({ id: orders.id }).from(orders)).length
      // Hold the cart row, so the doomed process stops inside its checkout, after claiming the key.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve
      })
      const holding = shop.db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.uuid, uuid)).for('update')
        locked()
        await held
      })
      await isLocked
      const dying = race.guestCheckout(uuid, doomed.base, key).catch(() => null)
      const claimed = async () =>
        (
          await shop.db
            .select({ key: idempotencyKeys.key })
            .from(idempotencyKeys)
            .where(eq(idempotencyKeys.key, key))
        ).length
      for (let i = 0; (await claimed()) === 0; i++) {
        if (i > 200) throw new Error('the doomed process never claimed the key')
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      doomed.server.kill('SIGKILL')
      await new Promise((resolve) => doomed.server.once('exit', resolve))
      await dying
      release()
      await holding

      // Fresh, the claim still reads as running; once it is older than the bound, it is recovered.
      expect((await race.guestCheckout(uuid, bases[0]!, key)).status).toBe(409)
      await shop.db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now() - interval '10 minutes'` })
        .where(eq(idempotencyKeys.key, key))
      const recovered = await race.guestCheckout(uuid, bases[1]!, key)
      expect(recovered.status, await recovered.clone().text()).toBe(201)
      const order = endpoints.checkout.response.parse(await recovered.json()).data.order
      const replay = await race.guestCheckout(uuid, bases[0]!, key)
      expect(endpoints.checkout.response.parse(await replay.json()).data.order.id).toBe(order.id)
      expect((await shop.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 1)
    },
    60_000 + API_PROCESS_START_MS,
  )

  it('never answers 500 when adds in one process race checkouts in the other: 15 rounds', async () => {
    const item = await race.product(500)
    const statuses: number[] = []
    for (let round = 0; round < 15; round++) {
      const uuid = await race.guestCart(item, 1)
      const add = () =>
        race
          .request(bases[1]!, 'POST', endpoints.addToCart.path, {
            body: { uuid, product_id: item, product_type: 'retail', quantity: 1 },
          })
          .then((r) => r.status)
      statuses.push(
        ...(await Promise.all([
          race.guestCheckout(uuid, bases[0]!).then((r) => r.status),
          add(),
          add(),
          add(),
        ])),
      )
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  it('adds one hot product to 40 carts across both processes without refusing or failing any', async () => {
    const item = await race.product(1_000)
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        race
          .request(bases[i % 2]!, 'POST', endpoints.addToCart.path, {
            body: { uuid: randomUUID(), product_id: item, product_type: 'retail', quantity: 1 },
          })
          .then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 200: 40 })
  })

  it('gives a once-per-customer code to one of 10 guest checkouts with one email, across both processes', async () => {
    const promo = await insertPromo(shop.db, { maxUsesPerCustomer: 1 })
    const item = await race.product(100)
    const carts = await Promise.all(Array.from({ length: 10 }, () => race.guestCart(item, 3)))
    for (const uuid of carts) {
      const applied = await race.request(null, 'POST', endpoints.applyPromoCode.path, {
        body: { code: promo.code, uuid },
      })
      expect(applied.status).toBe(200)
    }
    const statuses = await Promise.all(
      carts.map(async (uuid, n) => {
        const answer = await race.request(bases[n % 2]!, 'POST', endpoints.checkout.path, {
          key: randomUUID(),
          body: guestCheckoutBody(
            uuid,
            shop.branch,
            'cash_on_delivery',
            guestDetails(n % 2 ? 'Same@Example.com' : 'same@example.com', 'Race Guest'),
          ),
        })
        return answer.status
      }),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 409: 9 })
  })

  it('sells exactly 5 of 5 across both processes', async () => {
    const item = await race.product(5)
    const carts = await Promise.all(Array.from({ length: 60 }, () => race.guestCart(item)))
    const statuses = await Promise.all(
      carts.map((uuid, i) => race.guestCheckout(uuid, bases[i % 2]!).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 5, 402: 55 })
  })

  it('pays from one wallet once across both processes', async () => {
    const item = await race.product(20, 4_500)
    const shopper = await race.customer(item, 1)
    await race.recharge(shopper.token, '100.00')
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        race.customerCheckout(shopper, 'wallet', bases[i % 2]!).then((r) => r.status),
      ),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })
    expect((await ledgersOf(shop.db, shopper.id)).wallet).toBe(4_000)
    const live = await shop.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.customerId} = ${shopper.id} AND ${orders.status} <> 'cancelled'`)
    expect(live).toHaveLength(1)
  })
})
