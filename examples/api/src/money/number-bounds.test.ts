// Numbers beyond what the database holds are refused with the field's message (or read as the
// largest that makes sense), never answered with a 500.
import { randomUUID } from 'node:crypto'
import { endpoints, type ProductListQuery } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { walletEntries } from '../db/schema.ts'
import { type Answer, succeeded } from '../test/api-caller.ts'
import { readError } from '../test/http.ts'
import { checkoutPath, ledgersOf, signedUpWithCart, useMoneyShop } from '../test/money-fixtures.ts'

const money = useMoneyShop()
const { shop, call } = money

const list = (query: ProductListQuery) => shop.call('listProducts', { query })
const prices = (res: Answer<'listProducts'>) =>
  succeeded(res).data.items.map((item) => Number(item.price))

describe('price filters as shoppers type them', () => {
  it('reads whole riyals, decimals and Arabic-Indic digits', async () => {
    for (const [price_min, price_max] of [
      ['10', '150'],
      ['10.5', '150.00'],
      ['١٠', '١٥٠'],
    ]) {
      const res = await list({ price_min, price_max, per_page: 100 })
      const query = `${price_min} to ${price_max}`
      expect(res.status, query).toBe(200)
      const found = prices(res)
      expect(found.length, query).toBeGreaterThan(0)
      expect(
        found.every((price) => price >= 10 && price <= 150),
        query,
      ).toBe(true)
    }
  })

  it('reads a bound beyond any price as the largest, and refuses words with the field message', async () => {
    expect((await list({ price_max: '21474836.48' })).status).toBe(200)
    expect((await list({ price_min: '99999999999' })).status).toBe(200)
    const words = await list({ price_min: 'cheap' })
    expect(words.status).toBe(422)
    expect(words.ok ? {} : words.error.errors).toMatchObject({
      price_min: ['A price is a number of riyals, like 50 or 49.50'],
    })
  })
})

describe('ids and amounts beyond the database', () => {
  it('refuses a branch or an address id beyond a 32-bit integer with 422', async () => {
    const { token, address } = await signedUpWithCart(shop, [
      { product_id: shop.ids.plain, quantity: 3 },
    ])
    for (const body of [
      { address_id: address, branch_id: 3_000_000_000, payment_method: 'cash_on_delivery' },
      { address_id: 3_000_000_000, branch_id: money.branch, payment_method: 'cash_on_delivery' },
    ]) {
      const res = await call('POST', checkoutPath, { token, key: randomUUID(), body })
      expect(res.status, JSON.stringify(body)).toBe(422)
    }
  })

  it('refuses a recharge above SAR 10,000.00 before any card is charged', async () => {
    const { token, customerId } = await signedUpWithCart(shop, [])
    const res = await call('POST', endpoints.rechargeWallet.path, {
      token,
      key: randomUUID(),
      body: { amount: '99999999999.00', payment_method: 'card' },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toMatchObject({
      amount: ['A recharge is at most 10000.00 riyals'],
    })
    expect((await ledgersOf(shop.database.db, customerId)).wallet).toBe(0)
  })

  it('reads a balance above what one entry holds', async () => {
    const { token, customerId } = await signedUpWithCart(shop, [])
    await shop.database.db.insert(walletEntries).values(
      // Three recharges: each has a reference of its own (a recharge is credited once per reference).
      [1, 2, 3].map((n) => ({
        customerId,
        amount: 2_000_000_000,
        kind: 'recharge' as const,
        reference: `big-${n}`,
      })),
    )
    const res = await call('GET', endpoints.getWallet.path, { token })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(endpoints.getWallet.response.parse(await res.json()).data.balance).toBe('60000000.00')
  })
})
