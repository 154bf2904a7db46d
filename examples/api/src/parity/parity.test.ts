import type { Cart, Order } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { riyadhAddress } from '../test/money-fixtures.ts'
import { newRegistration } from '../test/sign-up.ts'
import { type ContractShop, useTwoShops } from './two-shops.ts'

/**
 * The shop's rules run in two backends: the reference API and the in-memory backend SDK users
 * test with. Both import them from `@matjar/core/rules`; this test drives the same scenarios
 * through both and compares what a shopper (and the staff) observe, field by field, so a rule
 * changed in one backend alone fails here.
 */
const shops = useTwoShops()

const lineView = (item: Cart['items'][number] | Order['items'][number]) => ({
  product_id: item.product_id,
  product_type: item.product_type,
  quantity: item.quantity,
  price: item.price,
  price_before: item.price_before,
  discount_text: item.discount_text,
  selection_id: item.selection_id,
  name: item.name,
})

const cartView = (cart: Cart | null) =>
  cart && {
    items: cart.items.map(lineView),
    total_item_count: cart.total_item_count,
    sub_total: cart.sub_total,
    total_discount: cart.total_discount,
    discount: cart.discount,
    tax_amount: cart.tax_amount,
    total_price: cart.total_price,
    promo_code: cart.promo_code,
    discount_type: cart.discount_type,
    discount_value: cart.discount_value,
  }

const orderView = (order: Order) => ({
  status: order.status,
  payment_status: order.payment_status,
  payment_method: order.payment_method,
  items: order.items.map(lineView),
  total_item_count: order.total_item_count,
  sub_total: order.sub_total,
  total_discount: order.total_discount,
  promo_code: order.promo_code,
  discount: order.discount,
  shipping_cost: order.shipping_cost,
  tax_amount: order.tax_amount,
  total_price: order.total_price,
  history: order.history.map((step) => step.status),
  can_cancel: order.can_cancel,
  can_rate: order.can_rate,
})

/** A new Idempotency-Key, for the calls that ask for one. */
const once = () => ({ 'idempotency-key': crypto.randomUUID() })

/** What an answer shows: its status, and its view (or the refusal's words). */
const seen = async <T>(
  answer: Promise<{ status: number; ok: boolean; text: string } & ({ body: T } | object)>,
  view: (body: T) => unknown,
) => {
  const got = await answer
  if (!got.ok) return { status: got.status, refused: JSON.parse(got.text).message }
  return { status: got.status, seen: view((got as { body: T }).body) }
}

/** Runs `scenario` in both shops and expects the same observations, step by step. */
async function inBoth(scenario: (shop: ContractShop) => Promise<Record<string, unknown>>) {
  const [api, memory] = await Promise.all(shops.map(scenario))
  for (const step of Object.keys(api!)) {
    expect({ step, shop: 'memory', ...(memory![step] as object) }).toEqual({
      step,
      shop: 'memory',
      ...(api![step] as object),
    })
  }
  return api!
}

/** A new customer (signed up with the mailed code) with a saved address in Riyadh. */
async function customerOf(shop: ContractShop) {
  const body = newRegistration()
  await shop.call('register', { body })
  const code = shop.codeFor(body.email)
  const confirmed = await shop.call('confirmRegistration', { body: { email: body.email, code } })
  if (!confirmed.ok) throw new Error(`${shop.name}: sign-up refused: ${confirmed.text}`)
  const token = confirmed.body.data.token
  const address = await shop.call('createAddress', {
    token,
    body: riyadhAddress,
  })
  if (!address.ok) throw new Error(`${shop.name}: address refused: ${address.text}`)
  return { token, address: address.body.data.id }
}

describe('the API and the in-memory backend keep the same shop rules', () => {
  it('price a cart with an offer and wholesale lines, a promo, the quote and the order; move it; pay points; cancel; refund', async () => {
    await inBoth(async (shop) => {
      const { token, address } = await customerOf(shop)
      const steps: Record<string, unknown> = {}
      const add = (product_id: number, quantity: number, product_type = 'retail' as const) =>
        shop.call('addToCart', { token, body: { product_id, quantity, product_type } })
      await add(44, 2) // saffron, on offer
      await add(45, 60, 'wholesale' as never) // dates, a wholesale line
      await add(42, 6) // cardamom, retail below its wholesale minimum …
      steps.cartEn = await seen(shop.call('getCart', { token, language: 'en' }), ({ data }) =>
        cartView(data),
      )
      await add(42, 4) // … and at it: the two lines of one product are charged wholesale
      steps.cartAr = await seen(shop.call('getCart', { token, language: 'ar' }), ({ data }) =>
        cartView(data),
      )
      steps.promo = await seen(
        shop.call('applyPromoCode', { token, body: { code: 'welcome10' } }),
        ({ data }) => ({ ...data, id: undefined }),
      )
      steps.unknownPromo = await seen(
        shop.call('applyPromoCode', { token, body: { code: 'NOPE' }, language: 'ar' }),
        (body) => body,
      )
      steps.cartWithPromo = await seen(shop.call('getCart', { token }), ({ data }) =>
        cartView(data),
      )
      steps.quote = await seen(
        shop.call('quoteCheckout', { token, body: { address_id: address } }),
        ({ data }) => data,
      )
      const checkout = (payment_method: 'cash_on_delivery' | 'wallet') =>
        shop.call('checkout', {
          token,
          body: { address_id: address, branch_id: shop.branch, payment_method },
          headers: once(),
        })
      const placed = await checkout('cash_on_delivery')
      if (!placed.ok) throw new Error(`${shop.name}: checkout refused: ${placed.text}`)
      const order = placed.body.data.order
      steps.order = { status: placed.status, seen: orderView(order) }

      const staffMove = (id: number, status: Order['status']) =>
        seen(
          shop.call('changeOrderStatus', { params: { id }, body: { status }, headers: shop.staff }),
          ({ data }) => orderView(data),
        )
      const listed = await shop.call('listShopOrders', { headers: shop.staff })
      steps.nextStatuses = listed.ok
        ? listed.body.data.items.find((item) => item.id === order.id)?.next_statuses
        : listed.status
      steps.shipped = await staffMove(order.id, 'shipped')
      steps.backwards = await staffMove(order.id, 'confirmed')
      steps.delivered = await staffMove(order.id, 'delivered')
      steps.pointsEarned = await seen(shop.call('getPoints', { token }), ({ data }) => data)
      steps.tooFewPoints = await seen(
        shop.call('convertPoints', { token, body: { points: 499 }, headers: once() }),
        (body) => body,
      )
      steps.converted = await seen(
        shop.call('convertPoints', { token, body: { points: 4_500 }, headers: once() }),
        ({ data }) => data,
      )

      // A second order, paid from the wallet the points filled; the customer cancels it.
      await add(42, 1)
      const second = await checkout('wallet')
      steps.secondOrder = await seen(Promise.resolve(second), ({ data }) => orderView(data.order))
      const secondId = second.ok ? second.body.data.order.id : 0
      steps.walletAfterPaying = await seen(shop.call('getWallet', { token }), ({ data }) => data)
      steps.cancelled = await seen(
        shop.call('cancelOrder', { token, params: { id: secondId }, headers: once() }),
        ({ data }) => orderView(data),
      )
      steps.cancelledAgain = await seen(
        shop.call('cancelOrder', { token, params: { id: secondId }, headers: once() }),
        (body) => body,
      )
      // The shop takes the delivered order back: its total is refunded, its points taken back.
      steps.returned = await staffMove(order.id, 'cancelled')
      steps.wallet = await seen(shop.call('getWallet', { token }), ({ data }) => data)
      steps.points = await seen(shop.call('getPoints', { token }), ({ data }) => data)
      return steps
    })
  })

  it('sell to a guest: the quote by city, a cash order delivered (paid) and returned (refunded)', async () => {
    await inBoth(async (shop) => {
      const uuid = crypto.randomUUID()
      const steps: Record<string, unknown> = {}
      await shop.call('addToCart', {
        body: { uuid, product_id: 44, quantity: 3, product_type: 'retail' },
      })
      steps.cart = await seen(shop.call('getCart', { query: { uuid } }), ({ data }) =>
        cartView(data),
      )
      for (const code of ['RAMADAN20', 'SAVE25']) {
        steps[`promo ${code}`] = await seen(
          shop.call('applyPromoCode', { body: { uuid, code }, language: 'ar' }),
          (body) => body,
        )
      }
      steps.quoteJizan = await seen(
        shop.call('quoteCheckout', { body: { uuid, city: 'jizan' } }),
        ({ data }) => data,
      )
      steps.quoteElsewhere = await seen(
        shop.call('quoteCheckout', { body: { uuid, city: 'abha' } }),
        ({ data }) => data,
      )
      const placed = await shop.call('checkout', {
        body: {
          uuid,
          guest: { name: 'Noura Saad', email: 'noura@example.com', phone: '+966512345678' },
          address: riyadhAddress,
          branch_id: shop.branch,
          payment_method: 'cash_on_delivery',
        },
        headers: once(),
        language: 'ar',
      })
      if (!placed.ok) throw new Error(`${shop.name}: guest checkout refused: ${placed.text}`)
      const id = placed.body.data.order.id
      steps.order = orderView(placed.body.data.order)
      const move = (status: Order['status']) =>
        seen(
          shop.call('changeOrderStatus', { params: { id }, body: { status }, headers: shop.staff }),
          ({ data }) => orderView(data),
        )
      steps.delivered = await move('delivered')
      steps.returned = await move('cancelled')
      steps.again = await move('cancelled')
      return steps
    })
  })
})
