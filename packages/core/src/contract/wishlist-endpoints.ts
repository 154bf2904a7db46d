import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_TOKEN, IDEMPOTENCY_CONFLICT, INVALID_INPUT, MALFORMED_BODY } from './failures.ts'
import { optionalIdempotencyHeadersSchema } from './idempotency.ts'
import { pageQuerySchema, paginated } from './pagination.ts'
import { productCardSchema } from './product.ts'
import { wishlistToggleRequestSchema, wishlistToggleResultSchema } from './wishlist.ts'

export const wishlistEndpoints = defineEndpoints({
  listWishlist: {
    method: 'GET',
    path: '/auth/wishlist',
    access: 'customer',
    summary: 'The products in the wishlist, last added first; each has `is_fav: true`.',
    query: pageQuerySchema,
    response: successEnvelope(paginated(productCardSchema)),
    errors: { ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Wishlist',
  },
  toggleWishlist: {
    method: 'POST',
    path: '/auth/wishlist',
    access: 'customer',
    summary: 'Adds the product to the wishlist, or removes it when already there.',
    headers: optionalIdempotencyHeadersSchema,
    body: wishlistToggleRequestSchema,
    response: successEnvelope(wishlistToggleResultSchema),
    errors: { ...MALFORMED_BODY, ...BAD_TOKEN, 404: 'No such product.', ...IDEMPOTENCY_CONFLICT },
    tag: 'Wishlist',
  },
})
