// Money under concurrency, on PostgreSQL only (PGlite runs one query at a time, so nothing races
// there): many real requests at once, then the database is checked. Runs in the README's test
// command whenever a PostgreSQL answers (DATABASE_URL set).
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { type AddressInfo, createServer } from 'node:net'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { Database, DatabaseHandle } from '../db/connect.ts'
import {
  carts,
  idempotencyKeys,
  orderItems,
  orders,
  pointsEntries,
  products,
  promoCodes,
  walletEntries,
} from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { cartCalls } from '../test/http.ts'
import {
  insertProduct,
  insertPromo,
  insertShopBasics,
  ledgersOf,
  riyadhAddress,
} from '../test/money-fixtures.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'

const postgresUrl = process.env.DATABASE_URL
const ADMIN = 'race-admin-token-0123456789'

describe.skipIf(!postgresUrl)('money under concurrency (PostgreSQL)', () => {
  let database: DatabaseHandle & { url: string }
  let db: Database
  let app: ReturnType<typeof createApp>
  const mail = createMemoryTransport()
  let branch: number
  /** Every product a test made, with the stock it started with. */
  const startingStock = new Map<number, number>()

  beforeAll(async () => {
    database = await openFreshPostgresDatabase(postgresUrl!)
    db = database.db
    app = createApp({ db, logger: silentLogger, mail, adminToken: ADMIN })
    branch = (await insertShopBasics(db)).riyadh!
  })
  afterAll(() => database?.close())

  // After every test: each balance is the sum of its ledger and never negative, and each
  // product's stock is what it started with, minus what live orders hold.
  afterEach(async () => {
    const negativeWallets = await db
      .select({ customer: walletEntries.customerId })
      .from(walletEntries)
      .groupBy(walletEntries.customerId)
      .having(sql`sum(${walletEntries.amount}) < 0`)
    expect(negativeWallets).toEqual([])
    const negativePoints = await db
      .select({ customer: pointsEntries.customerId })
      .from(pointsEntries)
      .groupBy(pointsEntries.customerId)
      .having(sql`sum(${pointsEntries.points}) < 0`)
    expect(negativePoints).toEqual([])
    for (const [productId, start] of startingStock) {
      const [held] = await db
        .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(sql`${orderItems.productId} = ${productId} AND ${orders.status} <> 'cancelled'`)
      const [product] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId))
      expect(product?.stock, `stock of product ${productId}`).toBe(start - (held?.quantity ?? 0))
      expect(product?.stock).toBeGreaterThanOrEqual(0)
    }
  })

  const product = async (stock: number, price = 10_000) => {
    const id = await insertProduct(db, stock, price)
    startingStock.set(id, stock)
    return id
  }

  const request = async (
    base: string | null,
    method: string,
    path: string,
    options: { body?: unknown; token?: string; key?: string } = {},
  ): Promise<Response> => {
    const init = {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { 'idempotency-key': options.key } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }
    return base ? fetch(`${base}${path}`, init) : app.request(path, init)
  }

  /** A guest cart holding `quantity` of the product. */
  const guestCart = async (productId: number, quantity = 1) => {
    const uuid = randomUUID()
    const res = await cartCalls(app).add({
      product_id: productId,
      product_type: 'retail',
      quantity,
      uuid,
    })
    expect(res.status).toBe(200)
    return uuid
  }
  const guestCheckout = (uuid: string, base: string | null = null, key = randomUUID()) =>
    request(base, 'POST', endpoints.checkout.path, {
      key,
      body: {
        uuid,
        guest: { name: 'Race Guest', email: 'race@example.com', phone: '+966512345678' },
        address: riyadhAddress,
        branch_id: branch,
        payment_method: 'cash_on_delivery',
      },
    })

  const customer = async (productId: number, quantity: number) => {
    const { token, user } = await signUpCustomer({ app, mail })
    const saved = await request(null, 'POST', endpoints.createAddress.path, {
      token,
      body: riyadhAddress,
    })
    const address = ((await saved.json()) as { data: { id: number } }).data.id
    await cartCalls(app).add(
      { product_id: productId, product_type: 'retail', quantity },
      { authorization: `Bearer ${token}` },
    )
    return { token, id: user.id, address }
  }
  const customerCheckout = (
    who: { token: string; address: number },
    payment_method: string,
    base: string | null = null,
    key = randomUUID(),
  ) =>
    request(base, 'POST', endpoints.checkout.path, {
      token: who.token,
      key,
      body: { address_id: who.address, branch_id: branch, payment_method },
    })
  const recharge = (token: string, amount: string) =>
    request(null, 'POST', endpoints.rechargeWallet.path, {
      token,
      key: randomUUID(),
      body: { amount, payment_method: 'card' },
    })
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => {
      counts[status] = (counts[status] ?? 0) + 1
      return counts
    }, {})

  it('sells exactly 5 of 5 to 100 concurrent checkouts; the other 95 are told 402', async () => {
    const item = await product(5)
    const carts = await Promise.all(Array.from({ length: 100 }, () => guestCart(item)))
    const statuses = await Promise.all(
      carts.map((uuid) => guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 5, 402: 95 })
    const sold = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, item))
    expect(sold).toHaveLength(5)
  })

  it('never answers 500 when adds to a cart race its checkout (no deadlock): 20 rounds', async () => {
    const item = await product(1_000)
    const other = await product(1_000)
    const statuses: number[] = []
    for (let round = 0; round < 20; round++) {
      const uuid = await guestCart(item, 1)
      const calls = cartCalls(app)
      const answers = await Promise.all([
        guestCheckout(uuid),
        ...[other, item, other].map((productId) =>
          calls.add({ product_id: productId, product_type: 'retail', quantity: 1, uuid }),
        ),
      ])
      statuses.push(...answers.map((answer) => answer.status))
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([])
  })

  it('adds one hot product to 40 carts at once without refusing or failing any', async () => {
    const item = await product(1_000)
    const carts = Array.from({ length: 40 }, () => randomUUID())
    const statuses = await Promise.all(
      carts.map(
        async (uuid) =>
          (
            await cartCalls(app).add({
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
    const item = await product(3)
    const uuid = randomUUID()
    const calls = cartCalls(app)
    await calls.add({ product_id: item, product_type: 'retail', quantity: 2, uuid })
    await calls.add({ product_id: item, product_type: 'wholesale', quantity: 1, uuid })
    // Another shopper buys one meanwhile: the two lines now want 3 of the 2 left.
    expect((await guestCheckout(await guestCart(item))).status).toBe(201)
    const res = await guestCheckout(uuid)
    expect(res.status).toBe(402)
    expect((await calls.lines(uuid)).map((line) => line.quantity)).toEqual([2, 1])
  })

  it('makes one order of one cart checked out 10 times at once, and one of one key sent 10 times', async () => {
    const item = await product(50)
    const uuid = await guestCart(item, 2)
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })

    const again = await guestCart(item, 1)
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => guestCheckout(again, null, key)),
    )
    const ok = answers.filter((r) => r.status === 201)
    const bodies = await Promise.all(ok.map((r) => r.json()))
    // Each answer is the first one replayed, or "still running" (409) while it ran.
    expect(answers.every((r) => r.status === 201 || r.status === 409)).toBe(true)
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1)
    const replay = await guestCheckout(again, null, key)
    expect(replay.status).toBe(201)
    expect(await replay.json()).toEqual(bodies[0] ?? (await replay.clone().json()))
    const [count] = await db
      .select({ n: sql<number>`count(distinct ${orders.id})::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orderItems.productId, item))
    expect(count?.n).toBe(2)
  })

  it('gives a promo code with one use left to exactly one of 20 concurrent checkouts', async () => {
    const item = await product(100)
    const promo = await insertPromo(db, { kind: 'fixed', value: 500, maxUses: 1 })
    const carts = await Promise.all(Array.from({ length: 20 }, () => guestCart(item)))
    for (const uuid of carts) {
      const applied = await request(null, 'POST', endpoints.applyPromoCode.path, {
        body: { code: promo.code, uuid },
      })
      expect(applied.status).toBe(200)
    }
    const statuses = await Promise.all(
      carts.map((uuid) => guestCheckout(uuid).then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 409: 19 })
    const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, promo.id))
    expect(row?.used).toBe(1)
    const discounted = await db.select().from(orders).where(eq(orders.promoCodeId, promo.id))
    expect(discounted).toHaveLength(1)
  })

  it('pays 60.00 from a wallet of 100.00 once among 10 parallel payments: balance 40.00', async () => {
    const item = await product(20, 4_500)
    const shopper = await customer(item, 1)
    await recharge(shopper.token, '100.00')
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => customerCheckout(shopper, 'wallet').then((r) => r.status)),
    )
    expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })
    expect((await ledgersOf(db, shopper.id)).wallet).toBe(4_000)
    const wallet = await request(null, 'GET', endpoints.getWallet.path, { token: shopper.token })
    expect(endpoints.getWallet.response.parse(await wallet.json()).data.balance).toBe('40.00')
  })

  it('cancels once among 5 parallel cancels: restock, refund and points reversal happen once', async () => {
    const item = await product(10, 4_500)
    const shopper = await customer(item, 2)
    await recharge(shopper.token, '200.00')
    const placed = await customerCheckout(shopper, 'wallet')
    const order = endpoints.checkout.response.parse(await placed.json()).data.order
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () =>
        request(null, 'POST', `/auth/orders/${order.id}/cancel`, { token: shopper.token }).then(
          (r) => r.status,
        ),
      ),
    )
    expect(tally(statuses)).toEqual({ 200: 1, 409: 4 })
    expect((await ledgersOf(db, shopper.id)).wallet).toBe(20_000)
    const refunds = await db
      .select()
      .from(walletEntries)
      .where(sql`${walletEntries.orderId} = ${order.id} AND ${walletEntries.kind} = 'refund'`)
    expect(refunds).toHaveLength(1)

    // A delivered order taken back by the shop, five times at once: its points go once.
    await cartCalls(app).add(
      { product_id: item, product_type: 'retail', quantity: 3 },
      { authorization: `Bearer ${shopper.token}` },
    )
    const second = endpoints.checkout.response.parse(
      await (await customerCheckout(shopper, 'cash_on_delivery')).json(),
    ).data.order
    const staff = (status: string) => fetchApp(`/shop/orders/${second.id}/status`, { status })
    expect((await staff('delivered')).status).toBe(200)
    expect((await ledgersOf(db, shopper.id)).points).toBe(150)
    const returns = await Promise.all(Array.from({ length: 5 }, () => staff('cancelled')))
    expect(tally(returns.map((r) => r.status))).toEqual({ 200: 1, 409: 4 })
    expect(await ledgersOf(db, shopper.id)).toEqual({ wallet: 20_000 + 15_000, points: 0 })
  })

  const fetchApp = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
      body: JSON.stringify(body),
    })

  it('never lets points or wallet go negative when conversions race a wallet checkout', async () => {
    const item = await product(10, 2_000)
    const shopper = await customer(item, 2)
    // 600 points: one conversion of 500 fits, not two.
    await db.insert(pointsEntries).values({ customerId: shopper.id, points: 600, kind: 'earned' })
    const converts = Array.from({ length: 5 }, () =>
      request(null, 'POST', endpoints.convertPoints.path, {
        token: shopper.token,
        key: randomUUID(),
        body: { points: 500 },
      }).then((r) => r.status),
    )
    // The checkout costs 2 × 20.00 + 15.00 shipping = 55.00: more than a conversion brings.
    const [checkout, ...conversions] = await Promise.all([
      customerCheckout(shopper, 'wallet').then((r) => r.status),
      ...converts,
    ])
    expect(tally(conversions)).toEqual({ 200: 1, 422: 4 })
    expect(checkout).toBe(402)
    expect(await ledgersOf(db, shopper.id)).toEqual({ wallet: 500, points: 100 })
  })

  describe('two API processes on two ports over one PostgreSQL', () => {
    const servers: ChildProcess[] = []
    const bases: string[] = []
    /** A port nothing listens on now. */
    const freePort = () =>
      new Promise<number>((resolve, reject) => {
        const probe = createServer()
        probe.once('error', reject)
        probe.listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as AddressInfo
          probe.close(() => resolve(port))
        })
      })
    /** An API process over the test's database, once it answers its health check. */
    const startServer = async () => {
      const port = await freePort()
      const server = spawn(
        process.execPath,
        ['--conditions=@matjar/source', join(import.meta.dirname, '../server.ts')],
        {
          env: {
            ...process.env,
            DATABASE_URL: database.url,
            PORT: String(port),
            HOST: '127.0.0.1',
            TEST_PAYMENTS: 'instant',
          },
          stdio: 'ignore',
        },
      )
      servers.push(server)
      const base = `http://127.0.0.1:${port}`
      for (let i = 0; ; i++) {
        const up = await fetch(`${base}/health`).then(
          (r) => r.ok,
          () => false,
        )
        if (up) break
        if (i > 200) throw new Error(`${base} did not start`)
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      return { server, base }
    }
    beforeAll(async () => {
      for (let i = 0; i < 2; i++) bases.push((await startServer()).base)
    }, 60_000)
    afterAll(() => {
      for (const server of servers) server.kill()
    })

    it('never leaves a card order cancelled and paid when cancels from one process race its charge in the other', async () => {
      const item = await product(200, 3_000)
      const shopper = await customer(item, 1)
      const statuses: number[] = []
      for (let round = 0; round < 12; round++) {
        if (round > 0) {
          await cartCalls(app).add(
            { product_id: item, product_type: 'retail', quantity: 1 },
            { authorization: `Bearer ${shopper.token}` },
          )
        }
        // The attack of issue 15: cancel the next order id over and over while the card is charged.
        const [last] = await db
          .select({ id: sql<number>`coalesce(max(${orders.id}), 0)::int` })
          .from(orders)
        const next = (last?.id ?? 0) + 1
        const cancels = Array.from({ length: 6 }, (_, i) =>
          new Promise((resolve) => setTimeout(resolve, i * 3)).then(() =>
            request(bases[1]!, 'POST', `/auth/orders/${next}/cancel`, { token: shopper.token }),
          ),
        )
        const [checkout] = await Promise.all([
          customerCheckout(shopper, 'card', bases[0]!),
          ...cancels,
        ])
        statuses.push((checkout as Response).status)
      }
      expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([])
      const placed = await db.select().from(orders).where(eq(orders.customerId, shopper.id))
      expect(placed.length).toBe(12)
      for (const order of placed) {
        expect([order.status, order.paymentStatus], order.orderNumber).not.toEqual([
          'cancelled',
          'paid',
        ])
      }
      // Every order cancelled after its card was taken gave the money back to the wallet, once.
      const refunded = placed.filter((order) => order.paymentStatus === 'refunded')
      const refunds = await db
        .select()
        .from(walletEntries)
        .where(
          sql`${walletEntries.customerId} = ${shopper.id} AND ${walletEntries.kind} = 'refund'`,
        )
      expect(refunds.map((entry) => entry.orderId).sort()).toEqual(
        refunded.map((order) => order.id).sort(),
      )
    })

    it('recovers an Idempotency-Key whose process was killed mid-checkout, in the other process, with one order', async () => {
      const item = await product(10)
      const uuid = await guestCart(item, 2)
      const key = randomUUID()
      const doomed = await startServer()
      const ordersBefore = (await db.select({ id: orders.id }).from(orders)).length
      // Hold the cart row, so the doomed process stops inside its checkout, after claiming the key.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let locked = () => {}
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve
      })
      const holding = db.transaction(async (tx) => {
        await tx.select({ id: carts.id }).from(carts).where(eq(carts.uuid, uuid)).for('update')
        locked()
        await held
      })
      await isLocked
      const dying = guestCheckout(uuid, doomed.base, key).catch(() => null)
      const claimed = async () =>
        (
          await db
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
      expect((await guestCheckout(uuid, bases[0]!, key)).status).toBe(409)
      await db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now() - interval '10 minutes'` })
        .where(eq(idempotencyKeys.key, key))
      const recovered = await guestCheckout(uuid, bases[1]!, key)
      expect(recovered.status, await recovered.clone().text()).toBe(201)
      const order = endpoints.checkout.response.parse(await recovered.json()).data.order
      const replay = await guestCheckout(uuid, bases[0]!, key)
      expect(endpoints.checkout.response.parse(await replay.json()).data.order.id).toBe(order.id)
      expect((await db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore + 1)
    }, 60_000)

    it('never answers 500 when adds in one process race checkouts in the other: 15 rounds', async () => {
      const item = await product(500)
      const statuses: number[] = []
      for (let round = 0; round < 15; round++) {
        const uuid = await guestCart(item, 1)
        const add = () =>
          request(bases[1]!, 'POST', endpoints.addToCart.path, {
            body: { uuid, product_id: item, product_type: 'retail', quantity: 1 },
          }).then((r) => r.status)
        statuses.push(
          ...(await Promise.all([
            guestCheckout(uuid, bases[0]!).then((r) => r.status),
            add(),
            add(),
            add(),
          ])),
        )
      }
      expect(statuses.filter((status) => status >= 500)).toEqual([])
    })

    it('adds one hot product to 40 carts across both processes without refusing or failing any', async () => {
      const item = await product(1_000)
      const statuses = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          request(bases[i % 2]!, 'POST', endpoints.addToCart.path, {
            body: { uuid: randomUUID(), product_id: item, product_type: 'retail', quantity: 1 },
          }).then((r) => r.status),
        ),
      )
      expect(tally(statuses)).toEqual({ 200: 40 })
    })

    it('gives a once-per-customer code to one of 10 guest checkouts with one email, across both processes', async () => {
      const promo = await insertPromo(db, { maxUsesPerCustomer: 1 })
      const item = await product(100)
      const carts = await Promise.all(Array.from({ length: 10 }, () => guestCart(item, 3)))
      for (const uuid of carts) {
        const applied = await request(null, 'POST', endpoints.applyPromoCode.path, {
          body: { code: promo.code, uuid },
        })
        expect(applied.status).toBe(200)
      }
      const statuses = await Promise.all(
        carts.map(async (uuid, n) => {
          const answer = await request(bases[n % 2]!, 'POST', endpoints.checkout.path, {
            key: randomUUID(),
            body: {
              uuid,
              guest: {
                name: 'Race Guest',
                email: n % 2 ? 'Same@Example.com' : 'same@example.com',
                phone: '+966512345678',
              },
              address: riyadhAddress,
              branch_id: branch,
              payment_method: 'cash_on_delivery',
            },
          })
          return answer.status
        }),
      )
      expect(tally(statuses)).toEqual({ 201: 1, 409: 9 })
    })

    it('sells exactly 5 of 5 across both processes', async () => {
      const item = await product(5)
      const carts = await Promise.all(Array.from({ length: 60 }, () => guestCart(item)))
      const statuses = await Promise.all(
        carts.map((uuid, i) => guestCheckout(uuid, bases[i % 2]!).then((r) => r.status)),
      )
      expect(tally(statuses)).toEqual({ 201: 5, 402: 55 })
    })

    it('pays from one wallet once across both processes', async () => {
      const item = await product(20, 4_500)
      const shopper = await customer(item, 1)
      await recharge(shopper.token, '100.00')
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          customerCheckout(shopper, 'wallet', bases[i % 2]!).then((r) => r.status),
        ),
      )
      expect(tally(statuses)).toEqual({ 201: 1, 422: 9 })
      expect((await ledgersOf(db, shopper.id)).wallet).toBe(4_000)
      const live = await db
        .select({ id: orders.id })
        .from(orders)
        .where(sql`${orders.customerId} = ${shopper.id} AND ${orders.status} <> 'cancelled'`)
      expect(live).toHaveLength(1)
    })
  })
})
