/** A promo code's effect: basis points for a percentage (1000 is 10 %), halalas when fixed. */
export interface PromoRule {
  kind: 'percentage' | 'fixed'
  value: number
}

/** A priced line: what a unit is charged, what it was before an offer, how many. */
export interface PricedLine {
  price: number
  priceBefore: number | null
  quantity: number
}

/** The shop's terms that price an order, in halalas. */
export interface PricingTerms {
  vatRatePercent: number
  shipping: {
    defaultCost: number
    /** Delivery is free from this amount after the promo discount; null: never free. */
    freeAbove: number | null
    /** The cost by city identifier (as addresses keep it: `riyadh`). */
    cities: ReadonlyMap<string, number>
  }
}

/** An order's amounts, in halalas. */
export interface OrderAmounts {
  subTotal: number
  /** Savings on offers: Σ (price_before − price) × quantity. */
  totalDiscount: number
  /** Taken off by the promo code. */
  discount: number
  shippingCost: number
  /** VAT included in the total: prices include VAT. */
  taxAmount: number
  total: number
}

/** What a promo code takes off a sub-total: never more than the sub-total. */
export const promoDiscount = (rule: PromoRule | null, subTotal: number): number => {
  if (!rule) return 0
  const off = rule.kind === 'percentage' ? Math.floor((subTotal * rule.value) / 10_000) : rule.value
  return Math.min(off, subTotal)
}

/** Delivery to `city`: free above the shop's threshold, else the city's cost or the default. */
export const shippingCost = (
  terms: PricingTerms,
  afterDiscount: number,
  city: string | null,
): number => {
  if (terms.shipping.freeAbove !== null && afterDiscount >= terms.shipping.freeAbove) return 0
  const cityCost = city ? terms.shipping.cities.get(city) : undefined
  return cityCost ?? terms.shipping.defaultCost
}

/** The VAT inside a VAT-inclusive amount, rounded to the halala: total × rate / (100 + rate). */
export const includedVat = (total: number, ratePercent: number): number =>
  Math.round((total * ratePercent) / (100 + ratePercent))

/**
 * Prices an order from its priced lines: sub-total, offer savings, promo discount, shipping
 * (`city` undefined: not known yet, as in the cart; an empty order ships nothing) and the VAT
 * included in the total.
 */
export function priceOrder(
  lines: readonly PricedLine[],
  promo: PromoRule | null,
  terms: PricingTerms,
  city: string | null | undefined,
): OrderAmounts {
  let subTotal = 0
  let totalDiscount = 0
  for (const line of lines) {
    subTotal += line.price * line.quantity
    if (line.priceBefore !== null) totalDiscount += (line.priceBefore - line.price) * line.quantity
  }
  const discount = promoDiscount(promo, subTotal)
  const afterDiscount = subTotal - discount
  const shipping =
    city === undefined || lines.length === 0 ? 0 : shippingCost(terms, afterDiscount, city)
  const total = afterDiscount + shipping
  return {
    subTotal,
    totalDiscount,
    discount,
    shippingCost: shipping,
    taxAmount: includedVat(total, terms.vatRatePercent),
    total,
  }
}
