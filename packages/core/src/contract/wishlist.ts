import * as z from 'zod/mini'
import { named } from './component-name.ts'

export const wishlistToggleRequestSchema = named(
  'WishlistToggleRequest',
  z.strictObject({
    product_id: z.int().check(z.positive()),
  }),
)
export type WishlistToggleRequest = z.infer<typeof wishlistToggleRequestSchema>

/** The toggle answers with a message containing "added" or "removed" (spec §4, §7). */
export const wishlistToggleResultSchema = named(
  'WishlistToggleResult',
  z.object({ message: z.string() }),
)
