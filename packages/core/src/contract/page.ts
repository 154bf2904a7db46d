import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { slugSchema } from './identifiers.ts'
import { timestampSchema } from './time.ts'

/** The pages the storefront links to (spec §2); a shop may add others. */
export const PAGE_SLUGS = ['about', 'services', 'terms', 'privacy'] as const

/** A content page: about us, services, terms and conditions, privacy policy … */
export const pageSchema = named(
  'Page',
  z.object({
    slug: slugSchema,
    title: z.string(),
    body: z
      .string()
      .check(z.describe('Plain text, never HTML; paragraphs are separated by a blank line.')),
    updated_at: timestampSchema,
  }),
)
export type Page = z.infer<typeof pageSchema>
