import { randomUUID } from 'node:crypto'
import { endpoints, toHalalas } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { orders, promoCodes } from '../db/schema.ts'
import { readCart, readError } from '../test/http.ts'
import {
  type CartLineInput,
  caller,
  checkoutPath,
  insertProduct,
  insertPromo,
  insertShopBasics,
  ledgersOf,
  riyadhAddress,
  signedUpWithCart,
  stockOf,
} from '../test/money-fixtures.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const ADMIN = 'test-admin-token-0123456789'
const shop = useTestShop({ adminToken: ADMIN })
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
let branch: number

beforeAll(async () => {
  branch = (await insertShopBasics(shop.database.db)).riyadh!
})

const key = () => randomUUID()

const customerWithCart = (lines: CartLineInput[]) => signedUpWithCart(shop, lines)

const checkoutBody = (address: number, payment_method = 'cash_on_delivery') => ({
  address_id: address,
  branch_id: branch,
  payment_method,
})

const orderOf = async (res: Response) =>
  endpoints.checkout.response.parse(await res.json()).data.order

const shopSets = (orderId: number, status: string) =>
  shop.app.request(`/shop/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': ADMIN },
    body: JSON.stringify({ status }),
  })

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

describe('checkout', () => {
  it('places a cash-on-delivery order priced from the catalogue, with shipping, VAT, promo and stock taken', async () => {
    const promo = await insertPromo(shop.database.db, { kind: 'fixed', value: 1_000 })
    const before = await stockOf(shop.database.db, shop.ids.discounted)
    const { token, address } = await customerWithCart([
      { product_id: shop.ids.discounted, quantity: 2 },
      { product_id: shop.ids.plain, quantity: 1 },
    ])
    await call('POST', endpoints.applyPromoCode.path, { token, body: { code: promo.code } })
    const res = await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    // 2 × 80.00 + 12.50 = 172.50; promo 10.00 off; Riyadh shipping 15.00 (below 300.00).
    expect(order).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_method: 'cash_on_delivery',
      sub_total: '172.50',
      total_discount: '40.00',
      promo_code: promo.code,
      discount: '10.00',
      shipping_cost: '15.00',
      total_price: '177.50',
      tax_amount: '23.15',
      can_cancel: true,
      can_rate: false,
    })
    expect(order.items.map((item) => [item.product_id, item.quantity, item.line_total])).toEqual(
      [
        [shop.ids.plain, 1, '12.50'],
        [shop.ids.discounted, 2, '160.00'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
    expect(await stockOf(shop.database.db, shop.ids.discounted)).toBe((before ?? 0) - 2)
    const cart = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    expect(cart.data).toMatchObject({ items: [], promo_code: null })
    const [used] = await shop.database.db
      .select({ used: promoCodes.used })
      .from(promoCodes)
      .where(eq(promoCodes.id, promo.id))
    expect(used?.used).toBe(1)
  })

  it('charges the wholesale price the cart showed, from the threshold on', async () => {
    // Test Coffee: SAR 12.50 retail, SAR 10.00 from 5 units; Test Dallah: 80.00, 65.00 from 3.
    const { token, address } = await customerWithCart([
      { product_id: shop.ids.plain, quantity: 5 },
      { product_id: shop.ids.discounted, quantity: 2 },
    ])
    const cart = await readCart(
      await shop.calls.getCart(undefined, { authorization: `Bearer ${token}` }),
    )
    const res = await call('POST', checkoutPath, { token, key: key(), body: checkoutBody(address) })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    // 5 × 10.00 + 2 × 80.00 = 210.00, as the cart said; Riyadh shipping 15.00.
    expect(cart.data.sub_total).toBe('210.00')
    expect(order).toMatchObject({ sub_total: cart.data.sub_total, total_price: '225.00' })
    expect(
      order.items.map((item) => [item.product_id, item.quantity, item.price, item.line_total]),
    ).toEqual(
      [
        [shop.ids.plain, 5, '10.00', '50.00'],
        [shop.ids.discounted, 2, '80.00', '160.00'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    )
  })

  it('replays the same Idempotency-Key with the same answer and no second order; another body is a 422', async () => {
    const { token, address, customerId } = await customerWithCart([
      { product_id: shop.ids.plain, quantity: 3 },
    ])
    const once = key()
    const first = await call('POST', checkoutPath, {
      token,
      key: once,
      body: checkoutBody(address),
    })
    const again = await call('POST', checkoutPath, {
      token,
      key: once,
      body: checkoutBody(address),
    })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    const other = await call('POST', checkoutPath, {
      token,
      key: once,
      body: { ...checkoutBody(address), notes: 'ring twice' },
    })
    expect(other.status).toBe(422)
    const missing = await call('POST', checkoutPath, { token, body: checkoutBody(address) })
    expect(missing.status).toBe(422)
    expect((await readError(missing)).errors).toHaveProperty('Idempotency-Key')
    const placed = await shop.database.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
    expect(placed).toHaveLength(1)
  })

  it("refuses an empty cart (422), over-stock (402, nothing taken), another customer's address and an unknown branch (404)", async () => {
    const { token, address } = await customerWithCart([])
    const empty = await call('POST', checkoutPath, {
      token,
      key: key(),
      body: checkoutBody(address),
    })
    expect(empty.status).toBe(422)
    expect((await readError(empty)).message).toBe('Your cart is empty')

    const other = await customerWithCart([{ product_id: shop.ids.plain, quantity: 1 }])
    const notMine = await call('POST', checkoutPath, {
      token: other.token,
      key: key(),
      body: checkoutBody(address),
    })
    expect(notMine.status).toBe(404)
    const noBranch = await call('POST', checkoutPath, {
      token: other.token,
      key: key(),
      body: { ...checkoutBody(other.address), branch_id: 999_999 },
    })
    expect(noBranch.status).toBe(404)

    const scarce = await customerWithCart([{ product_id: shop.ids.scarce, quantity: 2 }])
    const rival = await customerWithCart([{ product_id: shop.ids.scarce, quantity: 1 }])
    const firstOut = await call('POST', checkoutPath, {
      token: rival.token,
      key: key(),
      body: checkoutBody(rival.address),
    })
    expect(firstOut.status).toBe(201)
    const stock = await stockOf(shop.database.db, shop.ids.scarce)
    const short = await call('POST', checkoutPath, {
      token: scarce.token,
      key: key(),
      body: checkoutBody(scarce.address),
    })
    expect(short.status).toBe(402)
    expect((await readError(short)).message).toBe('Not enough stock available')
    expect(await stockOf(shop.database.db, shop.ids.scarce)).toBe(stock)
  })

  it('refuses a guest or an address named only with emoji, naming the field', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const res = await call('POST', checkoutPath, {
      key: key(),
      body: {
        uuid,
        guest: { name: '😀🔥', email: 'noura@example.com', phone: '+966512345678' },
        address: { ...riyadhAddress, name: '🏠🏠' },
        branch_id: branch,
        payment_method: 'cash_on_delivery',
      },
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toMatchObject({
      'guest.name': ['A name needs letters, Arabic or Latin'],
      'address.name': ['A name needs letters, Arabic or Latin'],
    })
  })

  it('lets a guest check out with their details and an address, but not by wallet', async () => {
    const uuid = randomUUID()
    await shop.calls.add({ product_id: shop.ids.plain, product_type: 'retail', quantity: 2, uuid })
    const guest = { name: 'Noura Saad', email: 'noura@example.com', phone: '+966512345678' }
    const byWallet = await call('POST', checkoutPath, {
      key: key(),
      body: { uuid, guest, address: riyadhAddress, branch_id: branch, payment_method: 'wallet' },
    })
    expect(byWallet.status).toBe(422)
    const res = await call('POST', checkoutPath, {
      key: key(),
      body: { uuid, guest, address: riyadhAddress, branch_id: branch, payment_method: 'card' },
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const order = await orderOf(res)
    expect(order).toMatchObject({ guest, payment_method: 'card', payment_status: 'paid' })
    expect(order.address.city).toBe('Riyadh')
  })
})

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
