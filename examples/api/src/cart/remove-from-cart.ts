import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { cartItems, carts } from '../db/schema.ts'
import { CartError } from './cart-error.ts'
import {
  type AlsoInTransaction,
  type CartLineChange,
  isStorableId,
  ownedBy,
  sameSelection,
} from './cart-line.ts'

/** Takes a quantity off a line of a cart; the line goes when nothing is left of it. */
export async function removeFromCart(
  db: Database,
  line: CartLineChange,
  alsoInTransaction: AlsoInTransaction = async () => {},
): Promise<void> {
  if (!isStorableId(line.productId) || !isStorableId(line.selectionId)) {
    throw new CartError('line-not-found')
  }
  await retryingTransaction(db, async (tx) => {
    // The cart row is locked before the line, in the same order as add-to-cart, so an add and a
    // remove on one cart never deadlock.
    const [cart] = await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(ownedBy(line.owner))
      .returning({ id: carts.id })
    if (!cart) throw new CartError('line-not-found')

    const [item] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.productId, line.productId),
          eq(cartItems.productType, line.productType),
          sameSelection(line.selectionId),
        ),
      )
      .for('update')
    if (!item) throw new CartError('line-not-found')

    if (item.quantity <= line.quantity) {
      await tx.delete(cartItems).where(eq(cartItems.id, item.id))
    } else {
      await tx
        .update(cartItems)
        .set({ quantity: item.quantity - line.quantity })
        .where(eq(cartItems.id, item.id))
    }
    await alsoInTransaction(tx)
  })
}
