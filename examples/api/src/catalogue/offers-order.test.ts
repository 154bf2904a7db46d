import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { useSeededShop } from '../test/shop.ts'

const shop = useSeededShop()
const call: ReturnType<typeof apiCaller> = (name, parts) => apiCaller(shop.app)(name, parts)

/** The offers listing (`listOffers`, no sort) as its ids and ends, walked by cursor, 5 a page. */
const offersByCursor = async () => {
  const seen: { id: number; ends: string | null }[] = []
  let cursor: string | undefined
  for (let page = 1; page < 50; page++) {
    const { items, meta } = succeeded(
      await call('listOffers', { query: { per_page: 5, ...(cursor && { cursor }) } }),
    ).data
    seen.push(...items.map((item) => ({ id: item.id, ends: item.offer_ends_at })))
    if (meta.next_cursor === null) return seen
    cursor = meta.next_cursor
  }
  throw new Error('the cursor never reached the end')
}

describe('offers, as the contract lists them', () => {
  beforeAll(async () => {
    // Ties and offers with no end, across page boundaries of 5.
    const db = shop.database.db
    await db.execute(sql`update products set price_before = retail_price + 500 where id % 3 = 0`)
    await db.execute(
      sql`update products set offer_ends_at = '2030-05-01 12:00:00+00' where id % 3 = 0 and id % 2 = 0`,
    )
    await db.execute(sql`update products set offer_ends_at = null where id % 9 = 0`)
  })

  it('come ending soonest first, those with no end last, equal ends by id', async () => {
    const offers = await offersByCursor()
    expect(offers.length).toBeGreaterThan(10)
    expect(offers.some((offer) => offer.ends === null)).toBe(true)
    const expected = offers.toSorted(
      (a, b) =>
        Number(a.ends === null) - Number(b.ends === null) ||
        (a.ends && b.ends ? Date.parse(a.ends) - Date.parse(b.ends) : 0) ||
        a.id - b.id,
    )
    expect(offers).toEqual(expected)
    const whole = succeeded(await call('listOffers', { query: { per_page: 100 } })).data.items
    expect(offers.map((offer) => offer.id)).toEqual(whole.map((item) => item.id))
  })

  it("the home's offers row shows the listing's first offers, in its order", async () => {
    const home = succeeded(await call('getHome')).data.sections
    const row = home.find((section) => section.type === 'products' && section.kind === 'offers')
    const listed = succeeded(await call('listOffers', { query: { per_page: 8 } })).data.items
    expect(row?.type === 'products' ? row.items.map((card) => card.id) : []).toEqual(
      listed.map((item) => item.id),
    )
  })
})
