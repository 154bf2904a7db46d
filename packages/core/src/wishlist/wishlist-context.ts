import type { ProductSummary } from '../contract/product.ts'

/** A wishlist entry (spec §3): the product id and its is_fav flag, with the product when known. */
export interface WishlistItem {
  id: number
  is_fav: boolean
  product?: ProductSummary
}

export interface WishlistToggle {
  id: string
  productId: number
  product?: ProductSummary
  /** Its `Idempotency-Key`, as a cart change's (`CartMutation`). */
  key?: string
}

export interface WishlistContext {
  /** The list as the server last said it is. */
  server: WishlistItem[]
  /** Toggles in order; the first is under way. */
  queue: WishlistToggle[]
  /** A read asked for while a toggle was under way: it runs once the toggles have settled. */
  reload: boolean
}

const flip = (items: readonly WishlistItem[], toggle: WishlistToggle): WishlistItem[] =>
  items.some((item) => item.id === toggle.productId)
    ? items.filter((item) => item.id !== toggle.productId)
    : [
        ...items,
        {
          id: toggle.productId,
          is_fav: true,
          ...(toggle.product ? { product: toggle.product } : {}),
        },
      ]

/** The list the shopper sees: the server's list with the pending toggles applied. */
export const visibleWishlist = (context: WishlistContext): WishlistItem[] =>
  context.queue.reduce(flip, context.server)
