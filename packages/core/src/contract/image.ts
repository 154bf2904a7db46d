import * as z from 'zod/mini'

/** An image: where it is served and its text alternative in the request's language. */
export const imageSchema = z.object({
  url: z.string().check(z.minLength(1), z.describe('Absolute URL, or a path on the API host.')),
  alt: z.string(),
})
export type Image = z.infer<typeof imageSchema>
