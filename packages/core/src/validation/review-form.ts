import * as z from 'zod/mini'
import { orderRatingRequestSchema } from '../contract/order-requests.ts'
import { toLatinDigits } from '../contract/typed-number.ts'
import { blankAsMissing } from './blank-as-missing.ts'
import { withWords } from './issue-map.ts'

const shape = orderRatingRequestSchema.shape

/** The stars as a form sends them (`"4"`, `"٤"`), as the number the contract rates with. */
const typedStars = z.pipe(
  z.transform((value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? Number(toLatinDigits(value)) : value,
  ),
  shape.rating,
)

/**
 * Rating a delivered order, which the shop shows as the reviews of its products: the contract's
 * request (contract/order-requests.ts) with the stars read from the form's text and a blank
 * comment left out. No star chosen, or a number outside 1 to 5, asks for a choice.
 */
export const reviewFormSchema = withWords(
  z.extend(orderRatingRequestSchema, {
    rating: typedStars,
    comment: blankAsMissing(shape.comment),
  }),
  {
    rating: {
      required: 'validation.rating.required',
      short: 'validation.rating.required',
      long: 'validation.rating.required',
      format: 'validation.rating.required',
    },
  },
)
export type ReviewForm = z.infer<typeof reviewFormSchema>
