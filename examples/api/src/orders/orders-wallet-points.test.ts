import { endpoints, toHalalas } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { readError } from '../test/http.ts'
import {
  checkoutPath,
  insertProduct,
  ledgersOf,
  stockOf,
  useCheckoutShop,
} from '../test/money-fixtures.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const checkout = useCheckoutShop()
const { shop, call, key, customerWithCart, checkoutBody, orderOf, shopSets } = checkout

describe('orders, wallet and points', () => {
  it('pays by wallet, lists the order as new, cancels it once with restock and refund', async () => {
    const { token, address, customerId } = await customerWithCart([
      { product_id: shop.ids.plain, quantity: 4 },
    ])
    const short = await call('POST', checkoutPath, {
      token,
      key: key(),
      body: checkoutBody(address, 'wallet'),
    })
    expect(short.status).toBe(402)
    expect((await readError(short)).message).toBe(
      'Your wallet balance is not enough for this order',
    )

    const recharge = await call('POST', endpoints.rechargeWallet.path, {
      token,
      key: key(),
      body: { amount: '100.00', payment_method: 'card' },
    })
    expect(recharge.status, await recharge.clone().text()).toBe(200)
    expect(endpoints.rechargeWallet.response.parse(await recharge.json()).data).toMatchObject({
      status: 'completed',
      wallet: { balance: '100.00' },
    })
    const stock = await stockOf(shop.database.db, shop.ids.plain)
    const paid = await call('POST', checkoutPath, {
      token,
      key: key(),
      body: checkoutBody(address, 'wallet'),
    })
    expect(paid.status).toBe(201)
    const order = await orderOf(paid)
    // 4 × 12.50 = 50.00 + 15.00 shipping.
    expect(order).toMatchObject({ total_price: '65.00', payment_status: 'paid' })
    expect((await ledgersOf(shop.database.db, customerId)).wallet).toBe(3_500)

    const list = await call('GET', `${endpoints.listOrders.path}?status=new`, { token })
    const listed = endpoints.listOrders.response.parse(await list.json()).data.items
    expect(listed.map((o) => o.id)).toEqual([order.id])
    // The list counts the same units as the order itself.
    expect(listed[0]?.total_item_count).toBe(
      order.items.reduce((sum, item) => sum + item.quantity, 0),
    )
    const cancelled = await call('POST', `/auth/orders/${order.id}/cancel`, { token })
    expect(cancelled.status).toBe(200)
    expect(endpoints.cancelOrder.response.parse(await cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      payment_status: 'refunded',
      can_cancel: false,
    })
    expect(await stockOf(shop.database.db, shop.ids.plain)).toBe(stock)
    expect((await ledgersOf(shop.database.db, customerId)).wallet).toBe(10_000)
    const twice = await call('POST', `/auth/orders/${order.id}/cancel`, { token })
    expect(twice.status).toBe(409)
    const ledger = await call('GET', endpoints.listWalletTransactions.path, { token })
    expect(
      endpoints.listWalletTransactions.response
        .parse(await ledger.json())
        .data.items.map((entry) => [entry.kind, entry.amount]),
    ).toEqual([
      ['refund', '65.00'],
      ['payment', '-65.00'],
      ['recharge', '100.00'],
    ])
    const finished = await call('GET', `${endpoints.listOrders.path}?status=finished`, { token })
    expect(endpoints.listOrders.response.parse(await finished.json()).data.meta.total).toBe(1)
  })

  it('a cancelled order that was never paid says not charged, in its answer and in the list', async () => {
    // 4 × 12.50: above the shop's minimum order.
    const { token, address } = await customerWithCart([{ product_id: shop.ids.plain, quantity: 4 }])
    const order = await orderOf(
      await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) }),
    )
    expect(order).toMatchObject({ payment_method: 'cash_on_delivery', payment_status: 'pending' })
    const cancelled = await call('POST', `/auth/orders/${order.id}/cancel`, { token })
    expect(endpoints.cancelOrder.response.parse(await cancelled.json()).data).toMatchObject({
      status: 'cancelled',
      payment_status: 'not_charged',
    })
    const finished = await call('GET', `${endpoints.listOrders.path}?status=finished`, { token })
    const listed = endpoints.listOrders.response.parse(await finished.json()).data.items
    expect(listed.find((item) => item.id === order.id)?.payment_status).toBe('not_charged')
  })

  it('rates a delivered order once, earns points once, converts them, and issues a ZATCA invoice', async () => {
    const product = await insertProduct(shop.database.db, 10, 8_000)
    const { token, address, customerId } = await customerWithCart([
      { product_id: product, quantity: 4 },
    ])
    const order = await orderOf(
      await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) }),
    )
    // 4 × 80.00 = 320.00: free shipping above 300.00.
    expect(order).toMatchObject({
      total_price: '320.00',
      shipping_cost: '0.00',
      tax_amount: '41.74',
    })
    const early = await call('POST', `/auth/orders/${order.id}/rate`, {
      token,
      body: { rating: 5 },
    })
    expect(early.status).toBe(409)
    expect((await shopSets(order.id, 'delivered')).status).toBe(200)
    expect((await shopSets(order.id, 'shipped')).status).toBe(409)
    const again = await shopSets(order.id, 'delivered')
    expect(again.status).toBe(409)
    expect(await ledgersOf(shop.database.db, customerId)).toEqual({ wallet: 0, points: 320 })
    const notCancellable = await call('POST', `/auth/orders/${order.id}/cancel`, { token })
    expect(notCancellable.status).toBe(409)

    const rated = await call('POST', `/auth/orders/${order.id}/rate`, {
      token,
      body: { rating: 4, comment: 'Fresh and fast' },
    })
    expect(rated.status).toBe(200)
    expect(endpoints.rateOrder.response.parse(await rated.json()).data).toMatchObject({
      rating: { rating: 4, comment: 'Fresh and fast' },
      can_rate: false,
      payment_status: 'paid',
    })
    expect(
      (await call('POST', `/auth/orders/${order.id}/rate`, { token, body: { rating: 1 } })).status,
    ).toBe(409)

    const points = endpoints.getPoints.response.parse(
      await (await call('GET', endpoints.getPoints.path, { token })).json(),
    ).data
    expect(points).toEqual({
      points: 320,
      worth: '3.20',
      points_per_riyal: 100,
      minimum_conversion: 500,
    })
    const tooFew = await call('POST', endpoints.convertPoints.path, {
      token,
      key: key(),
      body: { points: 300 },
    })
    expect(tooFew.status).toBe(422)

    const invoice = endpoints.getInvoice.response.parse(
      await (await call('GET', `/auth/orders/${order.id}/invoice`, { token })).json(),
    ).data
    expect(invoice).toMatchObject({
      total_price: '320.00',
      tax_amount: '41.74',
      vat_rate_percent: 15,
    })
    const tlv = Buffer.from(invoice.zatca_qr, 'base64')
    const fields: string[] = []
    for (let at = 0; at < tlv.length; at += 2 + tlv[at + 1]!) {
      fields[tlv[at]! - 1] = tlv.subarray(at + 2, at + 2 + tlv[at + 1]!).toString('utf8')
    }
    expect(fields).toEqual(['Matjar', '310000000000003', invoice.issued_at, '320.00', '41.74'])
  })

  it('converts points into balance at the shop rate, and a cancelled return takes points back', async () => {
    const product = await insertProduct(shop.database.db, 10, 8_000)
    const { token, address, customerId } = await customerWithCart([
      { product_id: product, quantity: 3 },
    ])
    const first = await orderOf(
      await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) }),
    )
    await shopSets(first.id, 'delivered')
    // 3 × 80.00 + 15.00 = 255.00 → 255 points.
    expect((await ledgersOf(shop.database.db, customerId)).points).toBe(255)
    await shop.calls.add(
      { product_id: product, product_type: 'retail', quantity: 4 },
      { authorization: `Bearer ${token}` },
    )
    const big = await orderOf(
      await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) }),
    )
    await shopSets(big.id, 'delivered')
    expect((await ledgersOf(shop.database.db, customerId)).points).toBe(575)

    const convert = await call('POST', endpoints.convertPoints.path, {
      token,
      key: key(),
      body: { points: 500 },
    })
    expect(convert.status, await convert.clone().text()).toBe(200)
    expect(endpoints.convertPoints.response.parse(await convert.json()).data).toMatchObject({
      converted_amount: '5.00',
      points: { points: 75 },
      wallet: { balance: '5.00' },
    })
    // The shop takes back the big order (a return): the cash paid on delivery goes to the wallet,
    // its 320 points go, as far as the 75 left allow, and its stock comes back.
    expect((await shopSets(big.id, 'cancelled')).status).toBe(200)
    expect(await ledgersOf(shop.database.db, customerId)).toEqual({ wallet: 32_500, points: 0 })
    expect(await stockOf(shop.database.db, product)).toBe(7)
    const stranger = await signUpCustomer(shop)
    expect((await call('GET', `/auth/orders/${first.id}`, { token: stranger.token })).status).toBe(
      404,
    )
    expect(
      (await call('GET', `/auth/orders/${first.id}/invoice`, { token: stranger.token })).status,
    ).toBe(404)
    expect(toHalalas(first.total_price)).toBe(25_500)
  })
})
