import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { beforeAll, expect } from 'vitest'
import type { AppOptions } from '../app.ts'
import { caller, checkoutPath, guestCheckoutBody, insertShopBasics } from './money-fixtures.ts'
import { useTestShop } from './shop.ts'

/**
 * A test shop whose card payments continue on the hosted test page (`http://api.test`, back to
 * `http://shop.test`), with a caller, the Riyadh branch, and the page's form as a browser posts it.
 */
export function usePaymentPageShop(options: Omit<Partial<AppOptions>, 'db'> = {}) {
  const shop = useTestShop({
    paymentPage: { publicUrl: 'http://api.test', shopUrl: 'http://shop.test' },
    ...options,
  })
  const place = { branch: 0 }
  beforeAll(async () => {
    place.branch = (await insertShopBasics(shop.database.db)).riyadh!
  })
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
  /** The page's form, sent as the browser sends it. */
  const submit = (path: string, fields: Record<string, string>, language = 'en') =>
    shop.app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'accept-language': language,
      },
      body: new URLSearchParams(fields).toString(),
    })
  /** "Pay" with this card number, a future expiry and a security code. */
  const card = (number: string) => ({ action: 'pay', card: number, expiry: '12/39', cvc: '123' })
  /** A guest's card checkout in `language`: the order and the path of its payment page. */
  const guestCardOrder = async (quantity = 2, language = 'en') => {
    const uuid = randomUUID()
    await shop.calls.add({ uuid, product_id: shop.ids.plain, product_type: 'retail', quantity })
    const res = await call('POST', checkoutPath, {
      key: randomUUID(),
      language,
      body: guestCheckoutBody(uuid, place.branch, 'card'),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { order, payment_url } = endpoints.checkout.response.parse(await res.json()).data
    expect(payment_url).toMatch(/^http:\/\/api\.test\/test-payments\/[0-9a-f-]{36}$/)
    return { order, path: new URL(payment_url!).pathname }
  }
  return { shop, call, submit, card, guestCardOrder, branch: () => place.branch }
}
