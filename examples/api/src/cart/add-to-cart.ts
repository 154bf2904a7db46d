import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cartItems, carts, productSelections, products } from '../db/schema.ts'
import { addToLine } from './add-to-line.ts'
import { CartError } from './cart-error.ts'
import { type CartLineChange, isStorableId, ownedBy, sameSelection } from './cart-line.ts'

/**
 * Adds a quantity to a guest's or a customer's cart, creating the cart on its first line. The whole change is one
 * transaction holding the product's row lock, so concurrent adds of a product queue and each one
 * checks the stock against the lines written before it.
 */
export async function addToCart(db: Database, line: CartLineChange): Promise<void> {
  if (!isStorableId(line.productId)) throw new CartError('product-not-found')
  if (!isStorableId(line.selectionId)) throw new CartError('selection-not-found')
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, line.productId))
      .for('update')
    if (!product) throw new CartError('product-not-found')

    const selections = await tx
      .select({ id: productSelections.id, stock: productSelections.stock })
      .from(productSelections)
      .where(eq(productSelections.productId, line.productId))
      .for('update')
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
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(
        and(
          ownedBy(line.owner),
          eq(cartItems.productId, line.productId),
          sameSelection(line.selectionId),
        ),
      )
    if ((held?.quantity ?? 0) + line.quantity > stock) throw new CartError('not-enough-stock')

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

    await addToLine(tx, cart.id, line)
  })
}
