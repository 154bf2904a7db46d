import { fromHalalas, type Money, toHalalas } from '@matjar/core/contract'
import type { FixtureProduct } from '../fixtures/catalogue.ts'
import type { FixturePromoCode } from '../fixtures/shop.ts'
import { terms } from '../fixtures/shop.ts'

/**
 * The shop's prices, as the reference API computes them (docs/decisions.md, "Wholesale prices"):
 * on whole halalas; the wholesale price once the cart holds the product's wholesale minimum of one
 * selection; a promo code on the sub-total; shipping by city, free above the shop's threshold; VAT
 * included in the total.
 */

export interface Line {
  product_id: number
  product_type: 'retail' | 'wholesale'
  selection_id: number | null
  quantity: number
}

export interface PricedLine {
  line: Line
  product: FixtureProduct
  /** Halalas per unit charged. */
  price: number
  /** Halalas per unit shown struck through, if any. */
  priceBefore: number | null
  wholesale: boolean
}

export interface Amounts {
  subTotal: number
  totalDiscount: number
  discount: number
  shipping: number
  tax: number
  total: number
}

const halalas = (money: Money | null) => (money === null ? null : toHalalas(money))

export function priceLines(
  lines: readonly Line[],
  catalogue: readonly FixtureProduct[],
): PricedLine[] {
  const units = new Map<string, number>()
  const key = (line: Line) => `${line.product_id}:${line.selection_id ?? ''}`
  for (const line of lines) units.set(key(line), (units.get(key(line)) ?? 0) + line.quantity)
  return lines.flatMap((line) => {
    const product = catalogue.find((candidate) => candidate.id === line.product_id)
    if (!product) return []
    const retail = toHalalas(product.price)
    const wholesalePrice = halalas(product.wholesale_price)
    const wholesale =
      wholesalePrice !== null &&
      product.wholesale_min_quantity !== null &&
      (units.get(key(line)) ?? 0) >= product.wholesale_min_quantity &&
      wholesalePrice < retail
    return [
      wholesale
        ? { line, product, price: wholesalePrice, priceBefore: retail, wholesale }
        : { line, product, price: retail, priceBefore: halalas(product.price_before), wholesale },
    ]
  })
}

/** What a promo code takes off a sub-total: never more than the sub-total. */
const promoDiscount = (promo: FixturePromoCode | null, subTotal: number) => {
  if (!promo) return 0
  const value = toHalalas(promo.value)
  const off = promo.kind === 'percentage' ? Math.floor((subTotal * value) / 10_000) : value
  return Math.min(off, subTotal)
}

/** The shipping cost to a city (by its English or Arabic name); the default cost elsewhere. */
const shippingTo = (city: string, afterDiscount: number): number => {
  const free = halalas(terms.free_shipping_above)
  if (free !== null && afterDiscount >= free) return 0
  const wanted = city.trim().toLowerCase()
  const known = terms.cities.find(
    (candidate) =>
      candidate.city.toLowerCase() === wanted ||
      candidate.name.en.toLowerCase() === wanted ||
      candidate.name.ar === city.trim(),
  )
  return toHalalas(known?.cost ?? terms.default_shipping)
}

/** The amounts of priced lines; `city` undefined: shipping not known yet (the cart). */
export function amountsOf(
  priced: readonly PricedLine[],
  promo: FixturePromoCode | null,
  city?: string,
): Amounts {
  let subTotal = 0
  let totalDiscount = 0
  for (const { line, price, priceBefore } of priced) {
    subTotal += price * line.quantity
    if (priceBefore !== null) totalDiscount += (priceBefore - price) * line.quantity
  }
  const discount = promoDiscount(promo, subTotal)
  const afterDiscount = subTotal - discount
  const shipping = city === undefined || priced.length === 0 ? 0 : shippingTo(city, afterDiscount)
  const total = afterDiscount + shipping
  const rate = terms.vat_rate_percent
  return {
    subTotal,
    totalDiscount,
    discount,
    shipping,
    tax: Math.round((total * rate) / (100 + rate)),
    total,
  }
}

export const money = (amount: number): Money => fromHalalas(amount)
