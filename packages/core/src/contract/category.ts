import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema, slugPathSchema, slugSchema } from './identifiers.ts'
import { imageSchema } from './image.ts'

/** A category as a product names it: enough for a link and a breadcrumb. */
export const categoryRefSchema = named(
  'CategoryRef',
  z.object({
    id: idSchema,
    slug: slugSchema,
    path: slugPathSchema.check(
      z.describe('Slugs from the top category down: the `/products/{path}` route.'),
    ),
    name: z.string(),
  }),
)
export type CategoryRef = z.infer<typeof categoryRefSchema>

export interface Category extends CategoryRef {
  image: z.infer<typeof imageSchema> | null
  products_count: number
  children: Category[]
}

/** A category with its subcategories, to any depth (the /categories screen). */
export const categorySchema: z.ZodMiniType<Category> = named(
  'Category',
  z.extend(categoryRefSchema, {
    image: z.nullable(imageSchema),
    products_count: z.int().check(z.nonnegative()),
    get children() {
      return z.array(categorySchema)
    },
  }),
)
