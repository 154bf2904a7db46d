import { branches } from '../../fixtures/shop.ts'
import { addressFields, checkPlaces } from '../address-fields.ts'
import { heldOf, stockFor } from '../cart-view.ts'
import type { Handlers } from '../handler.ts'
import { fieldError, ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { orderView } from '../order-view.ts'
import { amountsOf, money, priceLines } from '../pricing.ts'
import type { CustomerRecord, OrderRecord } from '../state.ts'
import { cartOf } from './cart.ts'
import { balanceOf } from './wallet-points.ts'

const savedAddress = (customer: CustomerRecord, id: number | undefined) => {
  const address = customer.addresses.find((candidate) => candidate.id === id)
  if (!address) throw new ShopError(404, 'addressNotFound')
  return address
}

/**
 * Checkout and its quote, priced as the cart is (plus shipping to the address's city). Paying by
 * wallet takes the balance at once; a card is taken as paid at once too (no payment page here);
 * cash on delivery stays pending. Stock leaves the shop with the order.
 */
export const checkoutHandlers: Handlers = {
  quoteCheckout: ({ customer, shop, body }) => {
    const cart = cartOf({ customer, shop }, body.uuid, false)
    if (!cart) throw new ShopError(404, 'noCart')
    const city =
      body.address_id !== undefined && customer
        ? savedAddress(customer, body.address_id).city
        : (body.city ?? '')
    const amounts = amountsOf(priceLines(cart.lines, shop.products), cart.promo, city)
    return {
      data: {
        sub_total: money(amounts.subTotal),
        total_discount: money(amounts.totalDiscount),
        discount: money(amounts.discount),
        shipping_cost: money(amounts.shippingCost),
        tax_amount: money(amounts.taxAmount),
        total_price: money(amounts.total),
      },
    }
  },

  checkout: ({ customer, shop, body, language }) => {
    const cart = cartOf({ customer, shop }, body.uuid, false)
    if (!cart) throw new ShopError(404, 'noCart')
    if (cart.lines.length === 0) throw fieldError('cart', 'cartEmpty')
    const branch = branches.find((candidate) => candidate.id === body.branch_id)
    if (!branch) throw new ShopError(404, 'branchNotFound')
    const saved = customer && body.address_id !== undefined
    if (!saved) checkPlaces(body.address!, 'address.')
    const {
      id: _,
      is_default: __,
      ...address
    } = saved
      ? savedAddress(customer, body.address_id!)
      : { id: 0, ...addressFields(body.address!) }
    for (const line of cart.lines) {
      const product = shop.products.find((candidate) => candidate.id === line.product_id)
      const held = heldOf(cart.lines, line.product_id, line.selection_id)
      if (!product || held > stockFor(product, line.selection_id)) {
        throw new ShopError(402, 'notEnoughStock')
      }
    }
    const priced = priceLines(cart.lines, shop.products)
    const amounts = amountsOf(priced, cart.promo, address.city)
    const id = shop.nextId()
    const number = `MJ-${String(id).padStart(6, '0')}`
    const placedAt = shop.now().toISOString()
    if (body.payment_method === 'wallet') {
      if (!customer) throw fieldError('payment_method', 'guestWallet')
      if (balanceOf(customer) < amounts.total) throw new ShopError(402, 'walletTooLow')
      customer.wallet.unshift({
        id: shop.nextId(),
        amount: money(-amounts.total),
        currency: 'SAR',
        kind: 'payment',
        reference: number,
        created_at: placedAt,
      })
    }
    for (const line of cart.lines) {
      const product = shop.products.find((candidate) => candidate.id === line.product_id)!
      const selection = product.selections.find((candidate) => candidate.id === line.selection_id)
      if (selection) selection.stock -= line.quantity
      else product.stock -= line.quantity
    }
    const record: OrderRecord = {
      id,
      number,
      customer: customer?.user.id ?? null,
      placed_at: placedAt,
      status: 'pending',
      payment_status: body.payment_method === 'cash_on_delivery' ? 'pending' : 'paid',
      payment_method: body.payment_method,
      lines: cart.lines.map((line) => ({ ...line })),
      promo: cart.promo?.code ?? null,
      amounts,
      prices: priced.map(({ price, priceBefore, wholesale }) => ({
        price,
        priceBefore,
        wholesale,
      })),
      address,
      guest: body.guest ?? null,
      branch: branch.id,
      history: [{ status: 'pending', at: placedAt }],
      rating: null,
    }
    shop.orders.unshift(record)
    cart.lines = []
    cart.promo = null
    return {
      message: say(language, 'orderPlaced'),
      data: { order: orderView(record, shop, language), payment_url: null },
    }
  },
}
