import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema, slugSchema } from './identifiers.ts'
import { imageSchema } from './image.ts'

/** A brand as a product names it. */
export const brandRefSchema = named(
  'BrandRef',
  z.object({ id: idSchema, slug: slugSchema, name: z.string() }),
)
export type BrandRef = z.infer<typeof brandRefSchema>

export const brandSchema = named(
  'Brand',
  z.extend(brandRefSchema, {
    logo: z.nullable(imageSchema),
    products_count: z.int().check(z.nonnegative()),
  }),
)
export type Brand = z.infer<typeof brandSchema>
