/**
 * The shop's rules, once: pure functions on halalas and the contract's statuses that the
 * reference API (`examples/api`) and the in-memory backend (`@matjar/testing`) both run, so the
 * two cannot price a cart or move an order differently (their parity test compares them).
 */
export { type CatalogueLine, discountPercent, type LinePrice, priceLines } from './line-prices.ts'
export {
  canMoveOrder,
  nextOrderStatuses,
  orderMoveRefusal,
  paymentAfterCancel,
} from './order-moves.ts'
export {
  includedVat,
  type OrderAmounts,
  type PricedLine,
  type PricingTerms,
  type PromoRule,
  priceOrder,
  promoDiscount,
  shippingCost,
} from './order-pricing.ts'
export { canConvertPoints, pointsEarned, pointsTakenBack, pointsWorth } from './points.ts'
export { type PromoConditions, type PromoRefusal, promoRefusal } from './promo.ts'
