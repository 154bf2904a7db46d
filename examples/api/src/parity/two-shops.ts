import { STAFF_TOKEN_HEADER, toHalalas } from '@matjar/core/contract'
import { createMemoryBackend, fixtures } from '@matjar/testing'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import { createApp } from '../app.ts'
import { seedBranches, seedSettings } from '../db/content.ts'
import { branches, products, promoCodes, shopSettings } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { contractCaller } from '../test/api-caller.ts'
import { mailedCode } from '../test/sign-up.ts'
import { openTestDatabase } from '../test/test-database.ts'

const STAFF_TOKEN = 'parity-staff-token-0123456789'

/** One shop behind the contract: how the parity test calls it, signs up and reaches the staff. */
export interface ContractShop {
  name: 'api' | 'memory'
  call: ReturnType<typeof contractCaller>
  /** The code last mailed to `email` (sign-up). */
  codeFor(email: string): string
  /** The branch orders are collected from (its id differs between the shops). */
  branch: number
  staff: Record<string, string>
}

/** The fixture products the scenarios buy: an offer, two sold wholesale. */
const PARITY_PRODUCTS = [44, 45, 42] as const

const fixtureProduct = (id: number) => fixtures.products.find((product) => product.id === id)!
const halalas = (money: string | null) => (money === null ? null : toHalalas(money))

/**
 * The reference API over PGlite, holding what the in-memory backend holds: its products (same ids,
 * names and prices), its promo codes and its terms (VAT, shipping by city, points).
 */
async function apiShop(): Promise<ContractShop & { close(): Promise<void> }> {
  const database = await openTestDatabase()
  const { db } = database
  const { terms } = fixtures
  await db.insert(shopSettings).values({
    id: 1,
    value: {
      ...seedSettings,
      vat_rate_percent: terms.vat_rate_percent,
      minimum_order: '0.00',
      shipping: {
        default_cost: terms.default_shipping,
        free_above: terms.free_shipping_above,
        cities: terms.cities.map(({ city, cost, branch }) => ({ city, cost, branch })),
      },
      points: terms.points,
    },
  })
  await db.insert(branches).values(seedBranches)
  for (const id of PARITY_PRODUCTS) {
    const product = fixtureProduct(id)
    await db.insert(products).values({
      id,
      slug: product.slug,
      nameEn: product.name.en,
      nameAr: product.name.ar,
      retailPrice: toHalalas(product.price),
      wholesalePrice: halalas(product.wholesale_price) ?? toHalalas(product.price),
      wholesaleMinQuantity: product.wholesale_min_quantity,
      priceBefore: halalas(product.price_before),
      stock: product.stock,
    })
  }
  for (const promo of fixtures.promoCodes) {
    await db.insert(promoCodes).values({
      code: promo.code,
      kind: promo.kind,
      value: toHalalas(promo.value),
      minimumOrder: toHalalas(promo.minimum),
      expiresAt: promo.expired ? new Date(0) : null,
    })
  }
  const [riyadh] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(eq(branches.slug, 'riyadh'))
  const mail = createMemoryTransport()
  const app = createApp({ db, logger: silentLogger, mail, adminToken: STAFF_TOKEN })
  return {
    name: 'api',
    call: contractCaller((path, init) => app.request(path, init)),
    codeFor: (email) => mailedCode(mail.sent, email),
    branch: riyadh!.id,
    staff: { [STAFF_TOKEN_HEADER]: STAFF_TOKEN },
    close: () => database.close(),
  }
}

/** The in-memory backend of `@matjar/testing`, with the same staff token. */
function memoryShop(): ContractShop {
  const backend = createMemoryBackend({ staffToken: STAFF_TOKEN })
  return {
    name: 'memory',
    call: contractCaller((path, init) => backend.fetch(`${backend.url}${path}`, init)),
    codeFor: (email) => backend.codeFor(email) ?? '',
    branch: fixtures.branches.find((branch) => branch.slug === 'riyadh')!.id,
    staff: { [STAFF_TOKEN_HEADER]: STAFF_TOKEN },
  }
}

/** Both shops, fresh for the test file. */
export function useTwoShops(): ContractShop[] {
  const shops: ContractShop[] = []
  let close = async () => {}
  beforeAll(async () => {
    const api = await apiShop()
    close = api.close
    shops.push(api, memoryShop())
  })
  afterAll(() => close())
  return shops
}
