import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cartItems } from '../db/schema.ts'

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface LineQuantity {
  productId: number
  productType: 'retail' | 'wholesale'
  selectionId: number | null
  quantity: number
}

/** Adds units to a cart's line, creating the line when it is not there (one upsert). */
export async function addToLine(
  tx: Transaction,
  cartId: number,
  line: LineQuantity,
): Promise<void> {
  await tx
    .insert(cartItems)
    .values({
      cartId,
      productId: line.productId,
      productType: line.productType,
      selectionId: line.selectionId,
      quantity: line.quantity,
    })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.productType, cartItems.selectionId],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity` },
    })
}
