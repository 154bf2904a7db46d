import type { Language } from '@matjar/core'
import type { Cart, CartItem } from '@matjar/core/contract'
import { inLanguage } from '../fixtures/bilingual.ts'
import type { FixtureProduct } from '../fixtures/catalogue.ts'
import { discountText } from '../fixtures/views.ts'
import { amountsOf, type Line, money, type PricedLine, priceLines } from './pricing.ts'
import type { CartRecord } from './state.ts'

const WHOLESALE = { en: 'Wholesale price', ar: 'سعر الجملة' }

/** Units of the product (and selection) the line draws on: the selection's stock, or the product's. */
export const stockFor = (product: FixtureProduct, selectionId: number | null): number =>
  selectionId === null
    ? product.stock
    : (product.selections.find((selection) => selection.id === selectionId)?.stock ?? 0)

/** What the cart's lines of one product and selection hold together. */
export const heldOf = (lines: readonly Line[], productId: number, selectionId: number | null) =>
  lines
    .filter((line) => line.product_id === productId && line.selection_id === selectionId)
    .reduce((sum, line) => sum + line.quantity, 0)

/** A line's name: the product's, and its selection's after a dash. */
export const lineName = (
  product: FixtureProduct,
  selectionId: number | null,
  language: Language,
) => {
  const selection = product.selections.find((candidate) => candidate.id === selectionId)
  const name = inLanguage(product.name, language)
  return selection ? `${name} - ${inLanguage(selection.name, language)}` : name
}

/** The label of a line's price: an offer's percentage, or "Wholesale price". */
const priceLabel = (priced: PricedLine, language: Language): string | null =>
  priced.wholesale
    ? WHOLESALE[language]
    : discountText(
        priced.priceBefore === null ? null : money(priced.priceBefore),
        money(priced.price),
        language,
      )

/** The cart as the contract shapes it, priced from the shop's catalogue. */
export function cartView(
  cart: CartRecord,
  catalogue: readonly FixtureProduct[],
  language: Language,
): Cart {
  const priced = priceLines(cart.lines, catalogue)
  const amounts = amountsOf(priced, cart.promo)
  const items = priced.map(
    (line): CartItem => ({
      product_id: line.line.product_id,
      product_type: line.line.product_type,
      quantity: line.line.quantity,
      price: money(line.price),
      price_before: line.priceBefore === null ? null : money(line.priceBefore),
      discount_text: priceLabel(line, language),
      selection_id: line.line.selection_id,
      name: lineName(line.product, line.line.selection_id, language),
      image: line.product.image,
      max_quantity: Math.max(
        0,
        stockFor(line.product, line.line.selection_id) -
          (heldOf(cart.lines, line.line.product_id, line.line.selection_id) - line.line.quantity),
      ),
    }),
  )
  return {
    items,
    total_item_count: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    sub_total: money(amounts.subTotal),
    total_price: money(amounts.total),
    total_discount: money(amounts.totalDiscount),
    shipping_cost: money(0),
    status: 'pending',
    payment_status: 'pending',
    payment_method: null,
    order_date: null,
    tax_amount: money(amounts.taxAmount),
    estimated_delivery_date: null,
    order_number: null,
    history: [],
    promo_code: cart.promo?.code ?? null,
    discount: money(amounts.discount),
    discount_type: cart.promo?.kind ?? null,
    discount_value: cart.promo?.value ?? money(0),
  }
}
