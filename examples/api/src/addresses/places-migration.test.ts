import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { migrationsFolder, pgliteExtensions } from '../db/connect.ts'

// A database of the shop before places were identifiers (migrations 0000–0013), with addresses,
// an order and settings written the old way, then brought up to date by the migrations.
const before = mkdtempSync(join(tmpdir(), 'matjar-places-'))
afterAll(() => rmSync(before, { recursive: true, force: true }))

const migratedUpTo = async (folder: string, client: PGlite) =>
  migrate(drizzle({ client }), { migrationsFolder: folder })

describe('the places migration (0014)', () => {
  it('turns the places of saved addresses, orders and shipping settings into identifiers', async () => {
    cpSync(migrationsFolder, before, { recursive: true })
    const journalPath = join(before, 'meta/_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
    const upTo = journal.entries.findIndex((entry) => entry.tag === '0014_places')
    journal.entries = journal.entries.slice(0, upTo)
    writeFileSync(journalPath, JSON.stringify(journal))

    const client = await PGlite.create({ extensions: pgliteExtensions })
    await migratedUpTo(before, client)
    await client.exec(`
      INSERT INTO customers (user_name, first_name, last_name, email) VALUES ('huda', 'Huda', 'Saleh', 'h@example.com');
      INSERT INTO addresses (customer_id, name, type, country, state, city, phone, details) VALUES
        (1, 'Home', 'home', 'Saudi Arabia', 'Riyadh Province', 'Riyadh', '+966512345678', 'Building 12'),
        (1, 'البيت', 'home', 'السعودية', 'منطقة عسير', 'ابها', '+966512345678', 'مبنى 3'),
        (1, 'Far', 'other', 'Oman', 'Dhofar', 'Salalah', '+966512345678', 'Somewhere');
      INSERT INTO branches (slug, name_en, name_ar, city_en, city_ar, address_en, address_ar, phone, opening_hours)
        VALUES ('jizan', 'Jizan', 'جازان', 'Jizan', 'جازان', 'x', 'x', '+966173210000', '[]');
      INSERT INTO orders (order_number, payment_method, sub_total, shipping_cost, tax_amount, total, address, branch_id)
        VALUES ('MJ-1', 'cash_on_delivery', 100, 10, 13, 110,
          '{"name":"Home","country":"السعودية","state":"جازان","city":"جازان","phone":"+966512345678"}', 1);
      INSERT INTO shop_settings (id, value) VALUES (1,
        '{"name_en":"Matjar","shipping":{"default_cost":"25.00","cities":[{"city":"Jizan","city_ar":"جازان","cost":"10.00"},{"city":"Atlantis","cost":"99.00"}]}}');
    `)

    await migratedUpTo(migrationsFolder, client)
    const addresses = await client.query<{
      name: string
      country: string
      state: string
      city: string
    }>('SELECT name, country, state, city FROM addresses ORDER BY id')
    expect(addresses.rows).toEqual([
      { name: 'Home', country: 'SA', state: 'SA-01', city: 'riyadh' },
      { name: 'البيت', country: 'SA', state: 'SA-14', city: 'abha' },
      // A place the list does not hold keeps its text, shown as typed.
      { name: 'Far', country: 'Oman', state: 'Dhofar', city: 'Salalah' },
    ])
    const order = await client.query<{ address: Record<string, string> }>(
      'SELECT address FROM orders',
    )
    expect(order.rows[0]?.address).toMatchObject({ country: 'SA', state: 'SA-09', city: 'jizan' })
    const settings = await client.query<{ cities: unknown }>(
      `SELECT value->'shipping'->'cities' AS cities FROM shop_settings`,
    )
    expect(settings.rows[0]?.cities).toEqual([
      { city: 'jizan', cost: '10.00', branch: 'jizan' },
      { city: 'Atlantis', cost: '99.00', branch: null },
    ])
    await client.close()
  }, 60_000)
})
