// A cart change that timed out behind a proxy may still land; the shopper's retry carries the
// same Idempotency-Key and must not add the line twice (issue 42, "no write done twice").
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { type DatabaseHandle, openDatabase } from '../db/connect.ts'
import { carts, idempotencyKeys, products } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { insertTestCatalogue } from '../test/fixtures.ts'
import { cartCalls } from '../test/http.ts'
import { insertProduct } from '../test/money-fixtures.ts'
import { postgresUrl } from '../test/race-shop.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'

const shop = useTestShop()

const keyed = (key: string) => ({ 'idempotency-key': key })
const quantities = async (calls: ReturnType<typeof cartCalls>, uuid: string) =>
  (await calls.lines(uuid)).map((line) => line.quantity)

describe('a cart change sent again with its Idempotency-Key', () => {
  it('adds once, answering the retry as the first; a new key adds again, as does a call without one', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const key = randomUUID()
    const first = await calls.add(line, keyed(key))
    const retry = await calls.add(line, { ...keyed(key), 'accept-language': 'ar' })
    expect(first.status).toBe(200)
    expect(retry.status).toBe(200)
    // The first answer, word for word (in its language), not a new one.
    expect(await retry.json()).toEqual(await first.json())
    expect(await quantities(calls, uuid)).toEqual([1])

    expect((await calls.add(line, keyed(randomUUID()))).status).toBe(200)
    expect(await quantities(calls, uuid)).toEqual([2])
    await calls.add(line)
    await calls.add(line)
    expect(await quantities(calls, uuid)).toEqual([4])
  })

  it('removes once', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 3 }
    await calls.add(line)
    const key = randomUUID()
    const take = { ...line, quantity: 1 }
    expect((await calls.remove(take, keyed(key))).status).toBe(200)
    expect((await calls.remove(take, keyed(key))).status).toBe(200)
    expect(await quantities(calls, uuid)).toEqual([2])
  })

  it('refuses the key with another change (422), and a malformed key (422), adding nothing', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const key = randomUUID()
    await calls.add(line, keyed(key))
    const other = await calls.add({ ...line, quantity: 2 }, keyed(key))
    expect(other.status).toBe(422)
    const bad = await calls.add(line, { ...keyed('short'), 'accept-language': 'ar' })
    expect(bad.status).toBe(422)
    expect(JSON.stringify(await bad.json())).toContain('Idempotency-Key')
    expect(await quantities(calls, uuid)).toEqual([1])
  })

  it('keeps a refusal as the answer: the retry is refused again even once stock came in; a new key adds', async () => {
    const { calls, database } = shop
    const product = await insertProduct(database.db, 1)
    const uuid = randomUUID()
    const line = { uuid, product_id: product, product_type: 'retail', quantity: 2 }
    const key = randomUUID()
    expect((await calls.add(line, keyed(key))).status).toBe(402)
    await database.db.update(products).set({ stock: 5 }).where(eq(products.id, product))
    expect((await calls.add(line, keyed(key))).status).toBe(402)
    expect(await quantities(calls, uuid)).toEqual([])
    expect((await calls.add(line, keyed(randomUUID()))).status).toBe(200)
    expect(await quantities(calls, uuid)).toEqual([2])
  })

  it('keeps a wishlist toggle from flipping back when it is sent again', async () => {
    const { token } = await signUpCustomer(shop)
    const toggle = (key: string) =>
      shop.call('toggleWishlist', {
        body: { product_id: shop.ids.plain },
        token,
        headers: keyed(key),
      })
    const key = randomUUID()
    const first = await toggle(key)
    const retry = await toggle(key)
    expect(first.ok && first.body.data.message).toContain('added')
    expect(JSON.parse(retry.text)).toEqual(JSON.parse(first.text))
    const list = await shop.call('listWishlist', { token })
    expect(list.ok && list.body.data.items.map((item) => item.id)).toEqual([shop.ids.plain])
    const next = await toggle(randomUUID())
    expect(next.ok && next.body.data.message).toContain('removed')
  })
})

// Two replicas: two apps, each with its own connections, over one PostgreSQL database.
describe.skipIf(!postgresUrl)('the same cart change on two replicas over one PostgreSQL', () => {
  let database: DatabaseHandle & { url: string }
  let second: DatabaseHandle
  let ids: Awaited<ReturnType<typeof insertTestCatalogue>>
  let replicas: ReturnType<typeof cartCalls>[]
  beforeAll(async () => {
    database = await openFreshPostgresDatabase(postgresUrl!)
    second = await openDatabase({ kind: 'postgres', url: database.url })
    ids = await insertTestCatalogue(database.db)
    replicas = [database, second].map((handle) =>
      cartCalls(createApp({ db: handle.db, logger: silentLogger })),
    )
  })
  afterAll(async () => {
    await second?.close()
    await database?.close()
  })

  it('answers both of two concurrent calls with one key alike, and adds one line once', async () => {
    for (let round = 0; round < 5; round++) {
      const uuid = randomUUID()
      const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
      const key = randomUUID()
      const answers = await Promise.all(replicas.map((calls) => calls.add(line, keyed(key))))
      expect(answers.map((answer) => answer.status)).toEqual([200, 200])
      const [a, b] = await Promise.all(answers.map((answer) => answer.json()))
      expect(a).toEqual(b)
      expect(await quantities(replicas[0]!, uuid)).toEqual([1])
    }
  })

  it('counts a retried add once when the first answered far too late (the proxy gave up on it)', async () => {
    const [one, two] = replicas as [ReturnType<typeof cartCalls>, ReturnType<typeof cartCalls>]
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
    await one.add(line)
    // The API is held up: the cart's row stays locked, so the first add waits inside its work.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve
    })
    const holding = database.db.transaction(async (tx) => {
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.uuid, uuid)).for('update')
      locked()
      await held
    })
    await isLocked
    const key = randomUUID()
    // The proxy in front gave up on this one (a 504 to the shopper), but it still runs.
    const late = one.add(line, keyed(key))
    const claimed = async () =>
      (await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).length
    for (let i = 0; (await claimed()) === 0; i++) {
      if (i > 400) throw new Error('the first add never took its key')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    // The shopper's retry, on the other replica, while the first is still under way: not a second add.
    const early = await two.add(line, keyed(key))
    expect(early.status).toBe(409)
    release()
    await holding
    const first = await late
    expect(first.status).toBe(200)
    // Once the first has landed, the retry answers as it did.
    const retry = await two.add(line, keyed(key))
    expect(retry.status).toBe(200)
    expect(await retry.json()).toEqual(await first.json())
    expect(await quantities(two, uuid)).toEqual([2])
  })
})
