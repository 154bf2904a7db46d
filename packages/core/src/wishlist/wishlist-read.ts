import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { ProductSummary } from '../contract/product.ts'
import type { WishlistItem, WishlistToggle } from './wishlist-context.ts'

/** The signed-in customer's wishlist as the server has it (its first 100 products). */
export const readWishlist = async (
  client: Pick<StorefrontClient, 'call'>,
): Promise<WishlistItem[]> => {
  const answer = await client.call('listWishlist', { query: { per_page: 100 } as never })
  const page = answer.data as { items: ProductSummary[] }
  return page.items.map((product) => ({ id: product.id, is_fav: true, product }))
}

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
  const message = (await client.toggleWishlist({ product_id: toggle.productId })).toLowerCase()
  if (message.includes('removed')) return { productId: toggle.productId, added: false }
  if (message.includes('added')) return { productId: toggle.productId, added: true }
  throw new Error(`The wishlist answer says neither added nor removed: "${message}"`)
}
