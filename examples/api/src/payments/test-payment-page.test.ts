import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../db/schema.ts'
import { signedUpWithCart, stockOf } from '../test/money-fixtures.ts'
import { usePaymentPageShop } from '../test/payment-page-shop.ts'
import { TEST_CARDS, TEST_VERIFICATION_CODE } from './test-payment-page.ts'

const { shop, call, submit, card, guestCardOrder } = usePaymentPageShop()

const paymentOf = async (orderId: number) =>
  (await shop.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!

describe('the hosted test payment page', () => {
  it('takes a card on a page marked as a test, then sends the shopper back with the order paid', async () => {
    // Checked out in Arabic: the page speaks Arabic, whatever the browser asks for.
    const { order, path } = await guestCardOrder(2, 'ar')
    expect(order.payment_status).toBe('pending')
    const shown = await shop.app.request(path, { headers: { 'accept-language': 'en' } })
    expect(shown.status).toBe(200)
    const html = await shown.text()
    expect(html).toContain('dir="rtl"')
    expect(html).toContain('وضع الاختبار')
    expect(html).toContain(order.order_number)

    const paid = await submit(path, card('4242 4242 4242 4242'))
    expect(paid.status).toBe(303)
    expect(paid.headers.get('location')).toBe(
      `http://shop.test/payment-return?order=${order.order_number}&payment=paid`,
    )
    expect((await paymentOf(order.id)).paymentStatus).toBe('paid')
    // The page is finished: a second submission changes nothing and answers as the first did.
    const again = await submit(path, card(TEST_CARDS.paid))
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe(paid.headers.get('location'))
    expect((await shop.app.request(path)).status).toBe(404)
  })

  it('declines the decline card on the page, and a bad card number or expiry, without losing the order', async () => {
    const { order, path } = await guestCardOrder()
    const declined = await submit(path, card(TEST_CARDS.declined))
    expect(declined.status).toBe(422)
    expect(await declined.text()).toContain('The card was declined')
    const badExpiry = await submit(path, { ...card(TEST_CARDS.paid), expiry: '01/20' })
    expect(await badExpiry.text()).toContain('Enter the expiry as MM/YY')
    const badNumber = await submit(path, card('1234'))
    expect(await badNumber.text()).toContain('16 digits')
    expect(await paymentOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' })
    expect((await submit(path, card(TEST_CARDS.paid))).status).toBe(303)
  })

  it('asks the 3-D Secure card for its code: a wrong one is refused, the right one pays', async () => {
    const { order, path } = await guestCardOrder()
    const asked = await submit(path, card(TEST_CARDS.verify))
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain('Verify your payment')
    const wrong = await submit(path, { action: 'verify', code: '000000' })
    expect(wrong.status).toBe(422)
    expect((await paymentOf(order.id)).paymentStatus).toBe('pending')
    const right = await submit(path, { action: 'verify', code: TEST_VERIFICATION_CODE })
    expect(right.status).toBe(303)
    expect((await paymentOf(order.id)).paymentStatus).toBe('paid')
  })

  it('cancelling on the page cancels the order and gives its stock back', async () => {
    const before = await stockOf(shop.database.db, shop.ids.plain)
    const { order, path } = await guestCardOrder(3)
    expect(await stockOf(shop.database.db, shop.ids.plain)).toBe((before ?? 0) - 3)
    const cancelled = await submit(path, { action: 'cancel' })
    expect(cancelled.headers.get('location')).toBe(
      `http://shop.test/payment-return?order=${order.order_number}&payment=cancelled`,
    )
    expect((await paymentOf(order.id)).status).toBe('cancelled')
    expect(await stockOf(shop.database.db, shop.ids.plain)).toBe(before)
  })

  it('recharges the wallet once the card is paid on the page', async () => {
    const { token } = await signedUpWithCart(shop, [])
    const res = await call('POST', endpoints.rechargeWallet.path, {
      token,
      key: randomUUID(),
      body: { amount: '150.00', payment_method: 'card' },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const { data } = endpoints.rechargeWallet.response.parse(await res.json())
    expect(data).toMatchObject({ status: 'awaiting_payment', wallet: { balance: '0.00' } })
    const paid = await submit(new URL(data.payment_url!).pathname, card(TEST_CARDS.paid))
    expect(paid.headers.get('location')).toBe('http://shop.test/user-profile/wallet?payment=paid')
    const wallet = await call('GET', endpoints.getWallet.path, { token })
    expect(endpoints.getWallet.response.parse(await wallet.json()).data.balance).toBe('150.00')
  })

  it('answers 404 for a payment it does not know', async () => {
    expect((await shop.app.request(`/test-payments/${randomUUID()}`)).status).toBe(404)
    expect((await submit('/test-payments/nope', card(TEST_CARDS.paid))).status).toBe(404)
  })
})
