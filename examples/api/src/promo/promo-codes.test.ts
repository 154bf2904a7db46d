import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { readCart, readError } from '../test/http.ts'
import { insertPromo, useCheckoutShop } from '../test/money-fixtures.ts'

const checkout = useCheckoutShop()
const { shop, call, customerWithCart } = checkout

describe('promo codes on the cart', () => {
  it('applies a code in any case and shows discount, type, value and total after discount', async () => {
    const promo = await insertPromo(shop.database.db, { value: 1_000 })
    const { token } = await customerWithCart([{ product_id: shop.ids.plain, quantity: 4 }])
    const res = await call('POST', endpoints.applyPromoCode.path, {
      token,
      body: { code: promo.code.toLowerCase() },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(endpoints.applyPromoCode.response.parse(await res.json()).data).toMatchObject({
      code: promo.code,
      discount: '5.00',
      discount_type: 'percentage',
      discount_value: '10.00',
      total_after_discount: '45.00',
    })
    const cart = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    expect(cart.data).toMatchObject({
      sub_total: '50.00',
      promo_code: promo.code,
      discount: '5.00',
      discount_type: 'percentage',
      discount_value: '10.00',
      total_price: '45.00',
      tax_amount: '5.87',
    })
    const removed = await call('DELETE', endpoints.removePromoCode.path, { token })
    expect(removed.status).toBe(200)
    const after = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    expect(after.data).toMatchObject({ promo_code: null, discount: '0.00', total_price: '50.00' })
  })

  it('refuses an unknown code (422, in Arabic), an expired one and one below its minimum (409)', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 1, uuid })
    const unknown = await call('POST', endpoints.applyPromoCode.path, {
      body: { code: 'NO-SUCH-CODE', uuid },
      language: 'ar',
    })
    expect(unknown.status).toBe(422)
    expect((await readError(unknown)).errors).toEqual({ code: ['رمز الخصم غير موجود'] })
    const expired = await insertPromo(shop.database.db, { expiresAt: new Date(Date.now() - 1000) })
    const late = await call('POST', endpoints.applyPromoCode.path, {
      body: { code: expired.code, uuid },
    })
    expect(late.status).toBe(409)
    expect((await readError(late)).message).toBe('This promo code has expired')
    const big = await insertPromo(shop.database.db, { minimumOrder: 100_000 })
    const small = await call('POST', endpoints.applyPromoCode.path, {
      body: { code: big.code, uuid },
    })
    expect(small.status).toBe(409)
    const noCart = await call('POST', endpoints.applyPromoCode.path, {
      body: { code: big.code, uuid: randomUUID() },
    })
    expect(noCart.status).toBe(404)
  })
})
