import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { slugSchema } from './identifiers.ts'
import { imageSchema } from './image.ts'
import { timestampSchema } from './time.ts'

/** A blog post as the list shows it. */
export const blogSummarySchema = named(
  'BlogSummary',
  z.object({
    slug: slugSchema,
    title: z.string(),
    excerpt: z.string(),
    cover_image: z.nullable(imageSchema),
    published_at: timestampSchema,
  }),
)
export type BlogSummary = z.infer<typeof blogSummarySchema>

/**
 * A blog post. `body` is plain text, never HTML: paragraphs are separated by a blank line, so a
 * storefront renders it without an HTML sanitizer.
 */
export const blogSchema = named('Blog', z.extend(blogSummarySchema, { body: z.string() }))
export type Blog = z.infer<typeof blogSchema>
