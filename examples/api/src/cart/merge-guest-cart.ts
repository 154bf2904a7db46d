import type { CartMergePolicy } from '@matjar/core/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { cartItems, carts, productSelections, products, retiredGuestCarts } from '../db/schema.ts'
import { addToLine } from './add-to-line.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Takes a guest's cart into a customer's account at sign-in, by the policy the storefront chose:
 * `merge` adds the guest's lines to the customer's (each line capped by the stock left for it),
 * `keep-customer` drops the guest's lines, `keep-guest` replaces the customer's lines by them.
 * Either way the guest uuid is retired, so it can no longer be used on its own.
 */
export async function takeInGuestCart(
  db: Database,
  customerId: number,
  uuid: string,
  policy: CartMergePolicy,
): Promise<void> {
  await retryingTransaction(db, async (tx) => {
    const [retired] = await tx
      .insert(retiredGuestCarts)
      .values({ uuid, customerId })
      .onConflictDoNothing()
      .returning({ uuid: retiredGuestCarts.uuid })
    // Already taken in (by this or another account): nothing more to move.
    if (!retired) return

    const [guest] = await tx
      .select({ id: carts.id, promoCodeId: carts.promoCodeId })
      .from(carts)
      .where(eq(carts.uuid, uuid))
      .for('update')
    if (!guest) return
    if (policy !== 'keep-customer') {
      const [own] = await tx
        .insert(carts)
        .values({ customerId })
        .onConflictDoUpdate({ target: carts.customerId, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id, promoCodeId: carts.promoCodeId })
      if (!own) throw new Error('The cart upsert returned no row')
      if (policy === 'keep-guest') await tx.delete(cartItems).where(eq(cartItems.cartId, own.id))
      await moveLines(tx, guest.id, own.id)
      // The promo code the guest applied follows the lines (unless the customer's cart has one
      // already, or the guest's cart is dropped); its rules are checked again at checkout.
      const promoCodeId =
        policy === 'keep-guest' ? guest.promoCodeId : (own.promoCodeId ?? guest.promoCodeId)
      if (promoCodeId !== own.promoCodeId) {
        await tx.update(carts).set({ promoCodeId }).where(eq(carts.id, own.id))
      }
    }
    await tx.delete(carts).where(eq(carts.id, guest.id))
  })
}

async function moveLines(tx: Transaction, from: number, to: number): Promise<void> {
  const lines = await tx.select().from(cartItems).where(eq(cartItems.cartId, from))
  for (const line of lines) {
    // The stock the line draws on: its selection's, or the product's.
    const [limit] = line.selectionId
      ? await tx
          .select({ stock: productSelections.stock })
          .from(productSelections)
          .where(eq(productSelections.id, line.selectionId))
      : await tx
          .select({ stock: products.stock })
          .from(products)
          .where(eq(products.id, line.productId))
    const [held] = await tx
      .select({ quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, to),
          eq(cartItems.productId, line.productId),
          line.selectionId === null
            ? sql`${cartItems.selectionId} IS NULL`
            : eq(cartItems.selectionId, line.selectionId),
        ),
      )
    const quantity = Math.min(line.quantity, (limit?.stock ?? 0) - (held?.quantity ?? 0))
    if (quantity <= 0) continue
    await addToLine(tx, to, { ...line, quantity })
  }
}
