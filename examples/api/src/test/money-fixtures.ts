import { randomUUID } from 'node:crypto'
import { type AddressRequest, endpoints, type OrderStatusChange } from '@matjar/core/contract'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect } from 'vitest'
import type { createApp } from '../app.ts'
import type { Database } from '../db/connect.ts'
import { seedBranches, seedSettings } from '../db/content.ts'
import {
  branches,
  orders,
  pointsEntries,
  products,
  promoCodes,
  shopSettings,
  walletEntries,
} from '../db/schema.ts'
import { succeeded } from './api-caller.ts'
import { type TestShop, useTestShop } from './shop.ts'
import { signUpCustomer } from './sign-up.ts'

type App = ReturnType<typeof createApp>

/** The seed shop's settings (VAT 15 %, minimum order 25.00, shipping) and its two branches. */
export async function insertShopBasics(db: Database) {
  await db.insert(shopSettings).values({ id: 1, value: seedSettings }).onConflictDoNothing()
  await db.insert(branches).values(seedBranches).onConflictDoNothing({ target: branches.slug })
  const rows = await db.select({ id: branches.id, slug: branches.slug }).from(branches)
  return Object.fromEntries(rows.map((row) => [row.slug, row.id])) as Record<string, number>
}

/** A promo code of the test's own, with a unique code. */
export async function insertPromo(
  db: Database,
  values: Partial<typeof promoCodes.$inferInsert> = {},
) {
  const [promo] = await db
    .insert(promoCodes)
    .values({
      code: `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind: 'percentage',
      value: 1_000,
      ...values,
    })
    .returning()
  return promo!
}

/** A product of the test's own with `stock` units at `price` halalas. */
export async function insertProduct(db: Database, stock: number, price = 10_000) {
  const [product] = await db
    .insert(products)
    .values({
      slug: `p-${randomUUID().slice(0, 8)}`,
      nameEn: 'Race Coffee',
      nameAr: 'قهوة السباق',
      retailPrice: price,
      wholesalePrice: price - 1_000,
      stock,
    })
    .returning({ id: products.id })
  return product!.id
}

export const stockOf = async (db: Database, productId: number) =>
  (await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId)))[0]
    ?.stock

/** Wallet balance and points of a customer, straight from the ledgers (halalas, points). */
export async function ledgersOf(db: Database, customerId: number) {
  const [wallet] = await db
    .select({ sum: sql<number>`coalesce(sum(${walletEntries.amount}), 0)::int` })
    .from(walletEntries)
    .where(eq(walletEntries.customerId, customerId))
  const [points] = await db
    .select({ sum: sql<number>`coalesce(sum(${pointsEntries.points}), 0)::int` })
    .from(pointsEntries)
    .where(eq(pointsEntries.customerId, customerId))
  return { wallet: wallet?.sum ?? 0, points: points?.sum ?? 0 }
}

export const ordersOf = (db: Database, customerId: number) =>
  db.select().from(orders).where(eq(orders.customerId, customerId))

export interface ShopperOptions {
  body?: unknown
  token?: string
  key?: string
  language?: string
}

/** A request as a shopper's client sends it: JSON, optional bearer, Idempotency-Key, language. */
export const shopperRequest = (method: string, options: ShopperOptions = {}): RequestInit => ({
  method,
  headers: {
    'content-type': 'application/json',
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(options.key ? { 'idempotency-key': options.key } : {}),
    ...(options.language ? { 'accept-language': options.language } : {}),
  },
  ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
})

/** Calls the app as a shopper (JSON, optional bearer, optional Idempotency-Key). */
export const caller = (app: App) => (method: string, path: string, options?: ShopperOptions) =>
  app.request(path, shopperRequest(method, options))

/** A delivery address in Riyadh, as the checkout form sends it. */
export const riyadhAddress: AddressRequest = {
  name: 'Home',
  type: 'home',
  country: 'SA',
  state: 'SA-01',
  city: 'riyadh',
  phone: '+966512345678',
  details: 'King Fahd Road, building 12',
}

export const checkoutPath = endpoints.checkout.path

/** A guest's details, as the checkout form sends them. */
export const guestDetails = (email = 'noura@example.com', name = 'Noura Saad') => ({
  name,
  email,
  phone: '+966512345678',
})

/** The body of a guest's checkout of the cart `uuid`, delivered to Riyadh. */
export const guestCheckoutBody = (
  uuid: string,
  branch: number,
  payment_method = 'cash_on_delivery',
  guest = guestDetails(),
) => ({ uuid, guest, address: riyadhAddress, branch_id: branch, payment_method })

export type CartLineInput = { product_id: number; quantity: number; selection_id?: number }

/** A signed-up customer with a saved Riyadh address and `lines` in the cart. */
export async function signedUpWithCart(shop: TestShop, lines: CartLineInput[]) {
  const { token, user, email } = await signUpCustomer(shop)
  const saved = await shop.call('createAddress', { token, body: riyadhAddress })
  expect(saved.status, saved.text).toBe(201)
  const address = succeeded(saved).data.id
  for (const line of lines) {
    const added = await shop.call('addToCart', { token, body: { product_type: 'retail', ...line } })
    expect(added.status, added.text).toBe(200)
  }
  return { token, customerId: user.id, address, email }
}

/**
 * The start of most money tests: a test shop with the seed's settings and branches, a caller, and
 * the Riyadh branch's id (read once the shop is filled).
 */
export function useMoneyShop(options: Parameters<typeof useTestShop>[0] = {}) {
  const shop = useTestShop(options)
  const money = {
    shop,
    call: (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args),
    branch: 0,
  }
  beforeAll(async () => {
    money.branch = (await insertShopBasics(shop.database.db)).riyadh!
  })
  return money
}

const ADMIN_TOKEN = 'test-admin-token-0123456789'

/**
 * A money shop whose staff routes are open (`ADMIN_TOKEN`), with the calls of the checkout tests:
 * a customer with a cart, a checkout body to a saved address, the order of an answer, and the
 * staff moving an order on.
 */
export function useCheckoutShop() {
  const money = useMoneyShop({ adminToken: ADMIN_TOKEN })
  const { shop } = money
  // Added to `money` itself: its `branch` is filled in by `beforeAll`.
  return Object.assign(money, {
    key: () => randomUUID(),
    customerWithCart: (lines: CartLineInput[]) => signedUpWithCart(shop, lines),
    checkoutBody: (address: number, payment_method = 'cash_on_delivery') => ({
      address_id: address,
      branch_id: money.branch,
      payment_method,
    }),
    orderOf: async (res: Response) =>
      endpoints.checkout.response.parse(await res.json()).data.order,
    shopSets: (id: number, status: OrderStatusChange['status']) =>
      shop.call('changeOrderStatus', {
        params: { id },
        body: { status },
        headers: { 'x-admin-token': ADMIN_TOKEN },
      }),
  })
}
