import { promoRefusal } from '@matjar/core/rules'
import { and, count, eq, or, sql } from 'drizzle-orm'
import type { Transaction } from '../db/retrying-transaction.ts'
import { promoCodes, promoUses } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'

export type PromoCode = typeof promoCodes.$inferSelect

/** The code as stored: trimmed, upper case. */
export const normalizePromoCode = (code: string) => code.trim().toUpperCase()

/**
 * Who buys with a code: a customer (and their email), or a guest known by the email they gave
 * (unknown until checkout). "Once per customer" counts uses by either, so checking out as a guest
 * with a customer's email is the same person.
 */
export interface PromoBuyer {
  customerId: number | null
  email: string | null
}

/**
 * Serialises checkouts by one buyer's email for this transaction (a guest has no customer row to
 * lock): two checkouts with one email cannot both take a "once per customer" code.
 */
export async function lockBuyerEmail(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`buyer:${email.toLowerCase()}`}))`)
}

/**
 * Whether the code can apply to a cart of `subTotal` halalas for this buyer, by the shop's rule
 * (`promoRefusal`, `@matjar/core/rules`). Throws the shopper's reason: expired, used up, already
 * used by them, or below its minimum.
 */
export async function assertPromoApplies(
  tx: Pick<Transaction, 'select'>,
  promo: PromoCode,
  subTotal: number,
  buyer: PromoBuyer,
): Promise<void> {
  const email = buyer.email?.toLowerCase() ?? null
  let usesByBuyer: number | null = null
  if (promo.maxUsesPerCustomer !== null && (buyer.customerId !== null || email !== null)) {
    const byCustomer =
      buyer.customerId === null ? undefined : eq(promoUses.customerId, buyer.customerId)
    const byEmail = email === null ? undefined : eq(promoUses.email, email)
    const [row] = await tx
      .select({ n: count() })
      .from(promoUses)
      .where(and(eq(promoUses.promoCodeId, promo.id), or(byCustomer, byEmail)))
    usesByBuyer = row?.n ?? 0
  }
  const refusal = promoRefusal(promo, subTotal, new Date(), usesByBuyer)
  if (refusal) throw new ApiError(409, refusal)
}

/**
 * Spends one use of the code for an order, in one conditional update: of twenty checkouts racing
 * for the last use, exactly one gets it; the others are told it is used up.
 */
export async function spendPromoUse(
  tx: Transaction,
  promo: PromoCode,
  orderId: number,
  buyer: PromoBuyer,
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
  await tx.insert(promoUses).values({
    orderId,
    promoCodeId: promo.id,
    customerId: buyer.customerId,
    email: buyer.email?.toLowerCase() ?? null,
  })
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
