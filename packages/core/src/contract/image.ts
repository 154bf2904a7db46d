import * as z from 'zod/mini'
import { named } from './component-name.ts'

/** The formats a rendition comes in: the modern ones first, the original's as a fallback. */
export const imageTypeSchema = z.enum(['image/avif', 'image/webp', 'image/jpeg', 'image/png'])
export type ImageType = z.infer<typeof imageTypeSchema>

const pixels = () => z.int().check(z.positive())

/** The same picture at one width in one format; it keeps the picture's shape. */
export const imageRenditionSchema = named(
  'ImageRendition',
  z.object({
    url: z.string().check(z.minLength(1), z.describe('Absolute URL, or a path on the API host.')),
    width: pixels().check(z.describe('Width in pixels; the height follows the picture’s shape.')),
    type: imageTypeSchema,
  }),
)
export type ImageRendition = z.infer<typeof imageRenditionSchema>

/**
 * An image: where it is served, its text alternative in the request's language, its size, and
 * the renditions a page picks from (`<picture>` sources and `srcset`). Size and renditions are
 * optional so that an API giving only a URL still fits; the reference API gives both.
 */
export const imageSchema = named(
  'Picture',
  z.object({
    url: z
      .string()
      .check(
        z.minLength(1),
        z.describe(
          'Absolute URL, or a path on the API host: the picture in its own format, for a plain `<img src>`.',
        ),
      ),
    alt: z.string(),
    width: z.optional(pixels().check(z.describe('Width of the original, in pixels.'))),
    height: z.optional(pixels().check(z.describe('Height of the original, in pixels.'))),
    renditions: z.optional(
      z
        .array(imageRenditionSchema)
        .check(z.describe('Every width in every format offered; a width not listed is refused.')),
    ),
  }),
)
export type Picture = z.infer<typeof imageSchema>
