import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { retiredGuestCarts } from '../db/schema.ts'

/** True when an account took this guest cart in: its bare uuid no longer names a cart. */
export async function isRetiredGuestCart(db: Database, uuid: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: retiredGuestCarts.uuid })
    .from(retiredGuestCarts)
    .where(eq(retiredGuestCarts.uuid, uuid))
  return row !== undefined
}
