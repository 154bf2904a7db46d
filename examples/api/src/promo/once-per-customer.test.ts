// "Once per customer" means once per person: checking out as a guest with a customer's own email
// (in any case) does not get the code a second time.
import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { customers } from '../db/schema.ts'
import { readError } from '../test/http.ts'
import {
  checkoutPath,
  guestCheckoutBody,
  guestDetails,
  insertPromo,
  signedUpWithCart,
  useMoneyShop,
} from '../test/money-fixtures.ts'

const money = useMoneyShop()
const { shop, call } = money

async function guestCheckoutWith(code: string, email: string) {
  const uuid = randomUUID()
  await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 3, uuid })
  const applied = await call('POST', endpoints.applyPromoCode.path, { body: { code, uuid } })
  expect(applied.status, await applied.clone().text()).toBe(200)
  return call('POST', checkoutPath, {
    key: randomUUID(),
    body: guestCheckoutBody(uuid, money.branch, 'cash_on_delivery', guestDetails(email)),
  })
}

describe('a code for once per customer', () => {
  it('is refused to a guest using the email of a customer who used it', async () => {
    const promo = await insertPromo(shop.database.db, { maxUsesPerCustomer: 1 })
    const who = await signedUpWithCart(shop, [{ product_id: shop.ids.plain, quantity: 3 }])
    expect(
      (
        await call('POST', endpoints.applyPromoCode.path, {
          token: who.token,
          body: { code: promo.code },
        })
      ).status,
    ).toBe(200)
    const first = await call('POST', checkoutPath, {
      token: who.token,
      key: randomUUID(),
      body: {
        address_id: who.address,
        branch_id: money.branch,
        payment_method: 'cash_on_delivery',
      },
    })
    expect(first.status, await first.clone().text()).toBe(201)
    const [{ email }] = (await shop.database.db
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, who.customerId))) as [{ email: string }]

    const asGuest = await guestCheckoutWith(promo.code, email.toUpperCase())
    expect(asGuest.status).toBe(409)
    expect((await readError(asGuest)).message).toMatch(/already used/i)
  })

  it('is refused to the same guest email twice, and given to another', async () => {
    const promo = await insertPromo(shop.database.db, { maxUsesPerCustomer: 1 })
    expect((await guestCheckoutWith(promo.code, 'layla@example.com')).status).toBe(201)
    expect((await guestCheckoutWith(promo.code, 'Layla@Example.com')).status).toBe(409)
    expect((await guestCheckoutWith(promo.code, 'huda@example.com')).status).toBe(201)
  })
})
