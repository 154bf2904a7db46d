import type { Language } from '@matjar/core'
import {
  CANCELLABLE_ORDER_STATUSES,
  CURRENCY,
  type Invoice,
  type Order,
  type OrderItem,
  type OrderSummary,
} from '@matjar/core/contract'
import { inLanguage } from '../fixtures/bilingual.ts'
import { withPlaceNames } from '../fixtures/places.ts'
import { branches, terms } from '../fixtures/shop.ts'
import { branchRef, discountText } from '../fixtures/views.ts'
import { lineName } from './cart-view.ts'
import { money } from './pricing.ts'
import type { OrderRecord, ShopState } from './state.ts'

/** An order as the contract shapes it, its lines named in the request's language. */
export function orderView(record: OrderRecord, shop: ShopState, language: Language): Order {
  const items = record.lines.map((line, index): OrderItem => {
    const product = shop.products.find((candidate) => candidate.id === line.product_id)
    const selection = product?.selections.find((candidate) => candidate.id === line.selection_id)
    const { price, priceBefore } = record.prices[index] ?? { price: 0, priceBefore: null }
    return {
      product_id: line.product_id,
      product_type: line.product_type,
      quantity: line.quantity,
      price: money(price),
      price_before: priceBefore === null ? null : money(priceBefore),
      // An order's line shows its saving on the struck-through price, a wholesale one too (the
      // reference API's order keeps prices, not the cart's "Wholesale price" label).
      discount_text: discountText(
        priceBefore === null ? null : money(priceBefore),
        money(price),
        language,
      ),
      selection_id: line.selection_id,
      name: product ? lineName(product, null, language) : String(line.product_id),
      image: product?.image ?? null,
      selection_name: selection ? inLanguage(selection.name, language) : null,
      line_total: money(price * line.quantity),
    }
  })
  const branch = branches.find((candidate) => candidate.id === record.branch) ?? branches[0]!
  const { amounts } = record
  return {
    id: record.id,
    order_number: record.number,
    order_date: record.placed_at,
    status: record.status,
    payment_status: record.payment_status,
    payment_method: record.payment_method,
    items,
    total_item_count: record.lines.reduce((sum, line) => sum + line.quantity, 0),
    sub_total: money(amounts.subTotal),
    total_discount: money(amounts.totalDiscount),
    promo_code: record.promo,
    discount: money(amounts.discount),
    shipping_cost: money(amounts.shippingCost),
    tax_amount: money(amounts.taxAmount),
    total_price: money(amounts.total),
    estimated_delivery_date: new Date(Date.parse(record.placed_at) + 2 * 86_400_000)
      .toISOString()
      .slice(0, 10),
    address: withPlaceNames(record.address, language),
    guest: record.guest,
    branch: branchRef(branch, language),
    history: record.history,
    can_cancel: CANCELLABLE_ORDER_STATUSES.includes(record.status),
    can_rate: record.status === 'delivered' && record.rating === null,
    rating: record.rating,
  }
}

export const orderSummary = (order: Order): OrderSummary => ({
  id: order.id,
  order_number: order.order_number,
  order_date: order.order_date,
  status: order.status,
  payment_status: order.payment_status,
  payment_method: order.payment_method,
  total_item_count: order.total_item_count,
  total_price: order.total_price,
  can_cancel: order.can_cancel,
  can_rate: order.can_rate,
})

/** The tax invoice of an order (its QR payload is a placeholder: no ZATCA signing here). */
export function invoiceView(record: OrderRecord, shop: ShopState, language: Language): Invoice {
  const order = orderView(record, shop, language)
  const buyer = customerName(record, shop)
  return {
    invoice_number: `INV-${record.number}`,
    order_id: order.id,
    order_number: order.order_number,
    issued_at: order.order_date,
    seller_name: inLanguage(terms.name, language),
    seller_names: terms.name,
    seller_vat_number: terms.vat_number,
    buyer_name: buyer,
    delivery_address: order.address,
    items: order.items,
    sub_total: order.sub_total,
    discount: order.discount,
    shipping_cost: order.shipping_cost,
    vat_rate_percent: terms.vat_rate_percent,
    tax_amount: order.tax_amount,
    total_price: order.total_price,
    currency: CURRENCY,
    pdf_url: null,
    zatca_qr: btoa(
      `${terms.vat_number}|${order.order_date}|${order.total_price}|${order.tax_amount}`,
    ),
  }
}

const customerName = (record: OrderRecord, shop: ShopState) => {
  if (record.guest) return record.guest.name
  const customer = shop.customers.find((candidate) => candidate.user.id === record.customer)
  return customer ? `${customer.user.first_name} ${customer.user.last_name}` : ''
}
