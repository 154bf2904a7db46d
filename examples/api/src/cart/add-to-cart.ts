import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retryingTransaction } from '../db/retrying-transaction.ts'
import { cartItems, carts, productSelections, products } from '../db/schema.ts'
import { addToLine } from './add-to-line.ts'
import { CartError } from './cart-error.ts'
import {
  type AlsoInTransaction,
  type CartLineChange,
  isStorableId,
  sameSelection,
} from './cart-line.ts'

/**
 * Adds a quantity to a guest's or a customer's cart, creating the cart on its first line, in one
 * transaction. Lock order, the same as every writer's (docs/orders-and-money.md): the cart row
 * first. Concurrent adds to one cart queue on it, and each checks the stock against the lines
 * written before it. The product row is only read, never locked: adds to one popular product from
 * many carts do not queue behind each other, and cannot deadlock against a checkout (which locks
 * the cart, then the customer, then takes stock). Stock is taken, and checked for good, at
 * checkout.
 */
export async function addToCart(
  db: Database,
  line: CartLineChange,
  alsoInTransaction: AlsoInTransaction = async () => {},
): Promise<void> {
  if (!isStorableId(line.productId)) throw new CartError('product-not-found')
  if (!isStorableId(line.selectionId)) throw new CartError('selection-not-found')
  await retryingTransaction(db, async (tx) => {
    const owner = line.owner
    const [cart] = await tx
      .insert(carts)
      .values('uuid' in owner ? { uuid: owner.uuid } : { customerId: owner.customerId })
      .onConflictDoUpdate({
        target: 'uuid' in owner ? carts.uuid : carts.customerId,
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: carts.id })
    if (!cart) throw new Error('The cart upsert returned no row')

    const [product] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId))
    if (!product) throw new CartError('product-not-found')

    const selections = await tx
      .select({ id: productSelections.id, stock: productSelections.stock })
      .from(productSelections)
      .where(eq(productSelections.productId, line.productId))
    let stock = product.stock
    if (line.selectionId === null) {
      // A product sold in colours has its stock per colour: the line must name one.
      if (selections.length > 0) throw new CartError('selection-required')
    } else {
      const selection = selections.find((s) => s.id === line.selectionId)
      if (!selection) throw new CartError('selection-not-found')
      stock = selection.stock
    }

    // Retail and wholesale lines of one product (and selection) draw on the same stock.
    const [held] = await tx
      .select({ quantity: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cart.id),
          eq(cartItems.productId, line.productId),
          sameSelection(line.selectionId),
        ),
      )
    if ((held?.quantity ?? 0) + line.quantity > stock) throw new CartError('not-enough-stock')

    await addToLine(tx, cart.id, line)
    await alsoInTransaction(tx)
  })
}
