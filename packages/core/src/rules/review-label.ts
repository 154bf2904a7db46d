import type { MessageKey } from '../messages/message-key.ts'

/** Review labels for ratings 5 down to 1 (spec §4). */
export const REVIEW_LABEL_KEYS = {
  5: 'review.excellent',
  4: 'review.good',
  3: 'review.middle',
  2: 'review.below_average',
  1: 'review.bad',
} as const satisfies Record<1 | 2 | 3 | 4 | 5, MessageKey>

export type ReviewLabelKey = (typeof REVIEW_LABEL_KEYS)[keyof typeof REVIEW_LABEL_KEYS]

/**
 * The label of a star rating, rounded to the nearest star (4.5 → excellent). Ratings outside
 * 1 to 5 stars (0 meaning "not rated") have no label.
 */
export const reviewLabelKey = (rating: number): ReviewLabelKey | undefined => {
  if (!(rating >= 1 && rating <= 5)) return undefined
  return REVIEW_LABEL_KEYS[Math.round(rating) as 1 | 2 | 3 | 4 | 5]
}
