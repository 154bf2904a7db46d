import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { orderGroupSchema } from './order-status.ts'
import { pageQuerySchema } from './pagination.ts'
import { plainLines } from './plain-text.ts'
import { starsSchema } from './review.ts'

/** The customer's orders, new or finished (both without `status`), newest first. */
export const orderListQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(orderGroupSchema),
})
export type OrderListQuery = z.input<typeof orderListQuerySchema>

export const orderRatingRequestSchema = named(
  'OrderRatingRequest',
  z.strictObject({
    rating: starsSchema,
    comment: z.optional(z.string().check(z.trim(), z.maxLength(1000), plainLines)),
  }),
)
export type OrderRatingRequest = z.infer<typeof orderRatingRequestSchema>
