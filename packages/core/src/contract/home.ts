import * as z from 'zod/mini'
import { blogSummarySchema } from './blog.ts'
import { brandSchema } from './brand.ts'
import { categorySchema } from './category.ts'
import { named } from './component-name.ts'
import { imageSchema } from './image.ts'
import { productCardSchema } from './product.ts'

export const bannerSlideSchema = named(
  'BannerSlide',
  z.object({
    image: imageSchema,
    title: z.nullable(z.string()),
    link: z
      .nullable(z.string())
      .check(z.describe('A storefront path such as /products/phones, or null.')),
  }),
)

/** Which products a product row shows. */
export const productRowKindSchema = z.enum(['offers', 'new', 'best_sellers', 'wholesale'])

/** One section of the home page, in the order the shop arranged them. */
export const homeSectionSchema = named(
  'HomeSection',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('banners'), slides: z.array(bannerSlideSchema) }),
    z.object({ type: z.literal('categories'), title: z.string(), items: z.array(categorySchema) }),
    z.object({
      type: z.literal('products'),
      title: z.string(),
      kind: productRowKindSchema,
      items: z.array(productCardSchema),
    }),
    z.object({ type: z.literal('brands'), title: z.string(), items: z.array(brandSchema) }),
    z.object({ type: z.literal('blogs'), title: z.string(), items: z.array(blogSummarySchema) }),
  ]),
)
export type HomeSection = z.infer<typeof homeSectionSchema>

export const homeSchema = named('Home', z.object({ sections: z.array(homeSectionSchema) }))
export type Home = z.infer<typeof homeSchema>
