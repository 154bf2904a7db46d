import { fromHalalas, type PromoDetails } from '@matjar/core/contract'
import type { PromoCode } from './promo-rules.ts'

/** The contract's `discount_value`: "10.00" for 10 %, or the fixed amount. */
export const formatPromoValue = (promo: Pick<PromoCode, 'kind' | 'value'>): string =>
  fromHalalas(promo.value)

/** What the applied code does to a cart of `subTotal` halalas with `discount` taken off. */
export const promoDetails = (
  promo: PromoCode,
  subTotal: number,
  discount: number,
): PromoDetails => ({
  id: promo.id,
  code: promo.code,
  discount: fromHalalas(discount),
  discount_type: promo.kind,
  discount_value: formatPromoValue(promo),
  total_after_discount: fromHalalas(subTotal - discount),
})
