import type { ProductSort } from '../contract/product-query.ts'
import type { MessageKey } from '../messages/message-key.ts'

/** Product sort options (spec §9), most expensive first or cheapest first, as the API names them. */
export const SORT_OPTIONS = [
  { value: 'price_desc', labelKey: 'sort.highest_price' },
  { value: 'price_asc', labelKey: 'sort.lowest_price' },
] as const satisfies readonly { value: ProductSort; labelKey: MessageKey }[]

/** Rating filters (spec §9), by the `rating` query value: exactly 5 stars, then "n and up". */
export const RATING_FILTERS = [
  { rating: 5, labelKey: 'filter.rating.5_stars' },
  { rating: 4, labelKey: 'filter.rating.4_and_up' },
  { rating: 3, labelKey: 'filter.rating.3_and_up' },
  { rating: 2, labelKey: 'filter.rating.2_and_up' },
] as const satisfies readonly { rating: number; labelKey: MessageKey }[]

/** Pagination controls (spec §9). */
export const PAGINATION_KEYS = {
  prev: 'pagination.prev',
  next: 'pagination.next',
  loadMore: 'pagination.load_more',
} as const satisfies Record<string, MessageKey>
