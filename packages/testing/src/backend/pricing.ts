import { fromHalalas, type Money, toHalalas } from '@matjar/core/contract'
import {
  type LinePrice,
  type OrderAmounts,
  type PricingTerms,
  priceLines as priceByRule,
  priceOrder,
} from '@matjar/core/rules'
import type { FixtureProduct } from '../fixtures/catalogue.ts'
import type { FixturePromoCode } from '../fixtures/shop.ts'
import { terms } from '../fixtures/shop.ts'

/**
 * The fixture shop's data put to the shop's rules (`@matjar/core/rules`, the ones the reference
 * API runs): no rule is written here, only how the fixtures read as the rules' inputs.
 */

export interface Line {
  product_id: number
  product_type: 'retail' | 'wholesale'
  selection_id: number | null
  quantity: number
}

export interface PricedLine extends LinePrice {
  line: Line
  product: FixtureProduct
}

export type Amounts = OrderAmounts

const halalas = (money: Money | null) => (money === null ? null : toHalalas(money))

/** The fixture shop's terms, in halalas, with its cities by identifier. */
const pricingTerms: PricingTerms = {
  vatRatePercent: terms.vat_rate_percent,
  shipping: {
    defaultCost: toHalalas(terms.default_shipping),
    freeAbove: halalas(terms.free_shipping_above),
    cities: new Map(terms.cities.map(({ city, cost }) => [city, toHalalas(cost)] as const)),
  },
}

/** The lines of products the shop sells, each with its price by the shop's rule. */
export function priceLines(
  lines: readonly Line[],
  catalogue: readonly FixtureProduct[],
): PricedLine[] {
  const sold = lines.flatMap((line) => {
    const product = catalogue.find((candidate) => candidate.id === line.product_id)
    return product ? [{ line, product }] : []
  })
  const prices = priceByRule(
    sold.map(({ line, product }) => ({
      productId: line.product_id,
      selectionId: line.selection_id,
      quantity: line.quantity,
      retailPrice: toHalalas(product.price),
      wholesalePrice: halalas(product.wholesale_price),
      wholesaleMinQuantity: product.wholesale_min_quantity,
      priceBefore: halalas(product.price_before),
    })),
  )
  return sold.map((line, index) => ({ ...line, ...prices[index]! }))
}

/** A city as an address or a quote names it (identifier, English or Arabic name): its identifier. */
const cityId = (city: string): string => {
  const wanted = city.trim().toLowerCase()
  const known = terms.cities.find(
    (candidate) =>
      candidate.city.toLowerCase() === wanted ||
      candidate.name.en.toLowerCase() === wanted ||
      candidate.name.ar === city.trim(),
  )
  return known?.city ?? city
}

/** The amounts of priced lines; `city` undefined: shipping not known yet (the cart). */
export const amountsOf = (
  priced: readonly PricedLine[],
  promo: FixturePromoCode | null,
  city?: string,
): Amounts =>
  priceOrder(
    priced.map(({ line, price, priceBefore }) => ({ price, priceBefore, quantity: line.quantity })),
    promo && { kind: promo.kind, value: toHalalas(promo.value) },
    pricingTerms,
    city === undefined ? undefined : cityId(city),
  )

export const money = (amount: number): Money => fromHalalas(amount)
