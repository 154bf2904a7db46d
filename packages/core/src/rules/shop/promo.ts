/** What decides whether a promo code applies, in halalas and uses. */
export interface PromoConditions {
  /** When it stops applying; null: never. */
  expiresAt: Date | null
  /** Uses in all; null: no limit. */
  maxUses: number | null
  /** Uses so far, by everyone. */
  used: number
  /** Uses by one buyer; null: no limit. */
  maxUsesPerCustomer: number | null
  /** The smallest sub-total it applies to. */
  minimumOrder: number
}

/** Why a promo code does not apply, as a key of `refusalMessages`. */
export type PromoRefusal = 'promoExpired' | 'promoUsedUp' | 'promoAlreadyUsed' | 'promoBelowMinimum'

/**
 * Why the code cannot apply to a sub-total of `subTotal` halalas now, or null when it can: expired,
 * used up, already used by this buyer (`usesByBuyer`: null when the buyer is not known yet, as a
 * guest before checkout), or below its minimum, checked in that order.
 */
export function promoRefusal(
  promo: PromoConditions,
  subTotal: number,
  now: Date,
  usesByBuyer: number | null,
): PromoRefusal | null {
  if (promo.expiresAt && promo.expiresAt.getTime() <= now.getTime()) return 'promoExpired'
  if (promo.maxUses !== null && promo.used >= promo.maxUses) return 'promoUsedUp'
  if (
    promo.maxUsesPerCustomer !== null &&
    usesByBuyer !== null &&
    usesByBuyer >= promo.maxUsesPerCustomer
  ) {
    return 'promoAlreadyUsed'
  }
  if (subTotal < promo.minimumOrder) return 'promoBelowMinimum'
  return null
}
