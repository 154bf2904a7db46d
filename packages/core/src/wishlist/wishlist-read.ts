import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { ProductSummary } from '../contract/product.ts'
import type { WishlistItem } from './wishlist-context.ts'

/** The signed-in customer's wishlist as the server has it (its first 100 products). */
export const readWishlist = async (
  client: Pick<StorefrontClient, 'call'>,
): Promise<WishlistItem[]> => {
  const answer = await client.call('listWishlist', { query: { per_page: 100 } as never })
  const page = answer.data as { items: ProductSummary[] }
  return page.items.map((product) => ({ id: product.id, is_fav: true, product }))
}
