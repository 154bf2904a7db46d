import { randomUUID } from 'node:crypto'
import { endpoints, type OrderStatusChange } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { createApp } from '../app.ts'
import type { Database, DatabaseHandle } from '../db/connect.ts'
import { orderItems, orders, pointsEntries, products, walletEntries } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { apiCaller, succeeded } from './api-caller.ts'
import {
  guestCheckoutBody,
  guestDetails,
  insertProduct,
  insertShopBasics,
  riyadhAddress,
  type ShopperOptions,
  shopperRequest,
} from './money-fixtures.ts'
import { signUpCustomer } from './sign-up.ts'
import { openFreshPostgresDatabase } from './test-database.ts'

// Money under concurrency runs on PostgreSQL only: PGlite runs one query at a time, so nothing
// races there. These tests run whenever a PostgreSQL answers (DATABASE_URL set).
export const postgresUrl = process.env.DATABASE_URL
const ADMIN = 'race-admin-token-0123456789'

interface RaceShop {
  database: DatabaseHandle & { url: string }
  db: Database
  app: ReturnType<typeof createApp>
  call: ReturnType<typeof apiCaller>
  branch: number
}

/** How many answers had each status: `{ 201: 5, 402: 95 }`. */
export const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1
    return counts
  }, {})

/**
 * A fresh PostgreSQL database and app for a file of races, with the calls they make. After every
 * test each balance is the sum of its ledger and never negative, and each product's stock is what
 * it started with, minus what live orders hold. Call it inside the file's `describe`.
 */
export function useRaceShop() {
  const shop = {} as RaceShop
  const mail = createMemoryTransport()
  /** Every product a test made, with the stock it started with. */
  const startingStock = new Map<number, number>()

  beforeAll(async () => {
    shop.database = await openFreshPostgresDatabase(postgresUrl!)
    shop.db = shop.database.db
    shop.app = createApp({ db: shop.db, logger: silentLogger, mail, adminToken: ADMIN })
    shop.call = apiCaller(shop.app)
    shop.branch = (await insertShopBasics(shop.db)).riyadh!
  })
  afterAll(() => shop.database?.close())
  afterEach(() => expectLedgersAndStock(shop.db, startingStock))

  const product = async (stock: number, price = 10_000) => {
    const id = await insertProduct(shop.db, stock, price)
    startingStock.set(id, stock)
    return id
  }

  /** A call to the app in process (`base` null), or to an API process at `base`. */
  const request = async (
    base: string | null,
    method: string,
    path: string,
    options?: ShopperOptions,
  ): Promise<Response> =>
    base
      ? fetch(`${base}${path}`, shopperRequest(method, options))
      : shop.app.request(path, shopperRequest(method, options))

  /** A guest cart holding `quantity` of the product. */
  const guestCart = async (productId: number, quantity = 1) => {
    const uuid = randomUUID()
    const line = { product_id: productId, product_type: 'retail', quantity, uuid } as const
    expect((await shop.call('addToCart', { body: line })).status).toBe(200)
    return uuid
  }
  const guestCheckout = (uuid: string, base: string | null = null, key = randomUUID()) =>
    request(base, 'POST', endpoints.checkout.path, {
      key,
      body: guestCheckoutBody(
        uuid,
        shop.branch,
        'cash_on_delivery',
        guestDetails('race@example.com', 'Race Guest'),
      ),
    })

  /** A signed-up customer with a saved address and `quantity` of the product in the cart. */
  const customer = async (productId: number, quantity: number) => {
    const { token, user } = await signUpCustomer({ app: shop.app, mail })
    const address = succeeded(await shop.call('createAddress', { token, body: riyadhAddress })).data
      .id
    const line = { product_id: productId, product_type: 'retail', quantity } as const
    succeeded(await shop.call('addToCart', { token, body: line }))
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
      body: { address_id: who.address, branch_id: shop.branch, payment_method },
    })
  const recharge = (token: string, amount: string) =>
    request(null, 'POST', endpoints.rechargeWallet.path, {
      token,
      key: randomUUID(),
      body: { amount, payment_method: 'card' },
    })
  /** The staff moving an order on (`/shop/orders/{id}/status`). */
  const staffSets = (id: number, status: OrderStatusChange['status']) =>
    shop.call('changeOrderStatus', {
      params: { id },
      body: { status },
      headers: { 'x-admin-token': ADMIN },
    })

  return {
    shop,
    product,
    request,
    guestCart,
    guestCheckout,
    customer,
    customerCheckout,
    recharge,
    staffSets,
  }
}

async function expectLedgersAndStock(db: Database, startingStock: Map<number, number>) {
  const ledgers = [
    { name: 'wallet', ledger: walletEntries, value: walletEntries.amount },
    { name: 'points', ledger: pointsEntries, value: pointsEntries.points },
  ] as const
  for (const { name, ledger, value } of ledgers) {
    const belowZero = await db
      .select({ customer: ledger.customerId })
      .from(ledger)
      .groupBy(ledger.customerId)
      .having(sql`sum(${value}) < 0`)
    expect(belowZero, `customers whose ${name} sums below zero`).toEqual([])
  }
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
}
