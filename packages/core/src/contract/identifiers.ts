import * as z from 'zod/mini'

/** The largest id the database holds (a 32-bit integer). */
export const MAX_ID = 2_147_483_647

/** A database id: a positive integer the database can hold (a larger one is refused with 422). */
export const idSchema = z.int().check(z.positive(), z.maximum(MAX_ID))

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * A slug names a thing in URLs. Slugs are ASCII kebab-case and the same in both languages:
 * only names are translated, so a link shared in Arabic opens the same page in English.
 */
export const slugSchema = z
  .string()
  .check(
    z.maxLength(200),
    z.regex(SLUG, { error: 'A slug is lowercase letters, digits and single hyphens' }),
  )

/** A category's full path of slugs, parent first: `phones/android` (the `/products/{slug…}` route). */
export const slugPathSchema = z.string().check(
  z.maxLength(1000),
  z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, {
    error: 'A path is slugs joined by /',
  }),
)

/** Path parameters of a call on one thing named by id, e.g. `/auth/orders/{id}`. */
export const idParamsSchema = z.strictObject({
  id: z.coerce.number<number>().check(z.int(), z.positive()),
})
export type IdParams = z.infer<typeof idParamsSchema>

/** Path parameters of a call on one thing named by slug, e.g. `/data/blogs/{slug}`. */
export const slugParamsSchema = z.strictObject({ slug: slugSchema })
export type SlugParams = z.infer<typeof slugParamsSchema>
