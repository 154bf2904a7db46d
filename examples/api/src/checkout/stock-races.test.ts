import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderItems, orders } from '../db/schema.ts'
import { cartCalls } from '../test/http.ts'
import { postgresUrl, tally, useRaceShop } from '../test/race-shop.ts'

// Stock under concurrency: many real checkouts and adds at once, then the database is checked.
describe.skipIf(!postgresUrl)('stock under concurrency (PostgreSQL)', () => {
  const race = useRaceShop()
  const { shop } = race

  it('sells exactly 5 of 5 to 100 concurrent checkouts; the other 95 are told 402', async () => {
    const item = await race.product(5)
    const carts = await Promise.all(Array.from({ length: 100 }, () => race.guestCart(item)))
    const statuses = await Promise.all(
      carts.map((uuid) => race.guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 5, 402: 95 })
    const sold = await shop.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, item))
    expect(sold).toHaveLength(5)
  })

  it('never answers 500 when adds to a cart race its checkout (no deadlock): 20 rounds', async () => {
    const item = await race.product(1_000)
    const other = await race.product(1_000)
    const statuses: number[] = []
    for (let round = 0; round < 20; round++) {
      const uuid = await race.guestCart(item, 1)
      const calls = cartCalls(shop.app)
      const answers = await Promise.all([
        race.guestCheckout(uuid),
        ...[other, item, other].map((productId) =>
          calls.add({ product_id: productId, product_type: 'retail', quantity: 1, uuid }),
        ),
      ])
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  it('adds one hot product to 40 carts at once without refusing or failing any', async () => {
    const item = await race.product(1_000)
    const carts = Array.from({ length: 40 }, () => randomUUID())
    const statuses = await Promise.all(
      carts.map(
        async (uuid) =>
          (
            await cartCalls(shop.app).add({
              product_id: item,
              product_type: 'retail',
              quantity: 2,
              uuid,
            })
          ).status,
      ),
    )
    expect(tally(statuses)).toEqual({ 200: 40 })
  })

  it('refuses the whole order when two lines draw on one stock beyond it', async () => {
    const item = await race.product(3)
    const uuid = randomUUID()
    const calls = cartCalls(shop.app)
    await calls.add({ product_id: item, product_type: 'retail', quantity: 2, uuid })
    await calls.add({ product_id: item, product_type: 'wholesale', quantity: 1, uuid })
    // Another shopper buys one meanwhile: the two lines now want 3 of the 2 left.
    expect((await race.guestCheckout(await race.guestCart(item))).status).toBe(201)
    const res = await race.guestCheckout(uuid)
    expect(res.status).toBe(402)
    expect((await calls.lines(uuid)).map((line) => line.quantity)).toEqual([2, 1])
  })

  it('makes one order of one cart checked out 10 times at once, and one of one key sent 10 times', async () => {
    const item = await race.product(50)
    const uuid = await race.guestCart(item, 2)
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => race.guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })

    const again = await race.guestCart(item, 1)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => race.guestCheckout(again, null, key)),
    )
    const ok = answers.filter((r) => r.status === 201)
    const bodies = await Promise.all(ok.map((r) => r.json()))
    // Each answer is the first one replayed, or "still running" (409) while it ran.
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    // The same answer (a replay comes from the stored copy, whose keys PostgreSQL's jsonb orders
    // its own way: compared as data, not as text).
    for (const body of bodies) expect(body).toEqual(bodies[0])
    const replay = await race.guestCheckout(again, null, key)
    expect(replay.status).toBe(201)
    expect(await replay.json()).toEqual(bodies[0] ?? (await replay.clone().json()))
    const [count] = await shop.db
      .select({ n: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, item))
    expect(count?.n).toBe(2)
  })
})
