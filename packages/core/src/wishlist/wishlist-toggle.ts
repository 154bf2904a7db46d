import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { WishlistToggle } from './wishlist-context.ts'

/** What the server did with a toggle: the product is in the list now, or out of it. */
export type ToggleOutcome = { productId: number; added: boolean }

/**
 * Flips a product on the server (spec §7: `POST /auth/wishlist`). The answer's message decides:
 * "removed" or "added"; anything else is a failure.
 */
export const toggleOnServer = async (
  client: Pick<StorefrontClient, 'toggleWishlist'>,
  toggle: WishlistToggle,
): Promise<ToggleOutcome> => {
  const message = (
    await client.toggleWishlist({ product_id: toggle.productId }, toggle.key)
  ).toLowerCase()
  if (message.includes('removed')) return { productId: toggle.productId, added: false }
  if (message.includes('added')) return { productId: toggle.productId, added: true }
  throw new Error(`The wishlist answer says neither added nor removed: "${message}"`)
}
