import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { timestampSchema } from './time.ts'

/** Stars a shopper gives: 1 (bad) to 5 (excellent) (spec §4 review labels). */
export const starsSchema = z.int().check(z.minimum(1), z.maximum(5))

/** A product review by a customer who bought it. */
export const reviewSchema = named(
  'Review',
  z.object({
    id: idSchema,
    rating: starsSchema,
    comment: z.nullable(z.string()),
    author_name: z.string().check(z.describe('As the author chose to show it, e.g. "Sara A."')),
    created_at: timestampSchema,
  }),
)
export type Review = z.infer<typeof reviewSchema>
