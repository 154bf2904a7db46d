import { and, count, eq, sql } from 'drizzle-orm'
import { promoCodes, promoUses } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { Transaction } from '../money/retrying-transaction.ts'

export type PromoCode = typeof promoCodes.$inferSelect

/** The code as stored: trimmed, upper case. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase()

/**
 * Whether the code can apply to a cart of `subTotal` halalas for this customer (null: a guest).
 * Throws the shopper's reason: expired, used up, already used by them, or below its minimum.
 */
export async function assertPromoApplies(
  tx: Pick<Transaction, 'select'>,
  promo: PromoCode,
  subTotal: number,
  customerId: number | null,
): Promise<void> {
  if (promo.expiresAt && promo.expiresAt.getTime() <= Date.now()) {
    throw new ApiError(409, 'promoExpired')
  }
  if (promo.maxUses !== null && promo.used >= promo.maxUses) throw new ApiError(409, 'promoUsedUp')
  if (customerId !== null && promo.maxUsesPerCustomer !== null) {
    const [row] = await tx
      .select({ n: count() })
      .from(promoUses)
      .where(and(eq(promoUses.promoCodeId, promo.id), eq(promoUses.customerId, customerId)))
    if ((row?.n ?? 0) >= promo.maxUsesPerCustomer) throw new ApiError(409, 'promoAlreadyUsed')
  }
  if (subTotal < promo.minimumOrder) throw new ApiError(409, 'promoBelowMinimum')
}

/**
 * Spends one use of the code for an order, in one conditional update: of twenty checkouts racing
 * for the last use, exactly one gets it; the others are told it is used up.
 */
export async function spendPromoUse(
  tx: Transaction,
  promo: PromoCode,
  orderId: number,
  customerId: number | null,
): Promise<void> {
  const [spent] = await tx
    .update(promoCodes)
    .set({ used: sql`${promoCodes.used} + 1` })
    .where(
      and(
        eq(promoCodes.id, promo.id),
        sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.used} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id })
  if (!spent) throw new ApiError(409, 'promoUsedUp')
  await tx.insert(promoUses).values({ orderId, promoCodeId: promo.id, customerId })
}

/** Gives back the use an order took (when it is cancelled). */
export async function returnPromoUse(tx: Transaction, orderId: number): Promise<void> {
  const [use] = await tx.delete(promoUses).where(eq(promoUses.orderId, orderId)).returning()
  if (!use) return
  await tx
    .update(promoCodes)
    .set({ used: sql`GREATEST(${promoCodes.used} - 1, 0)` })
    .where(eq(promoCodes.id, use.promoCodeId))
}
