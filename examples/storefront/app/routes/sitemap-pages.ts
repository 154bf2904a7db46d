import { type Category, MAX_PER_PAGE } from '@matjar/core'
import { apiFor } from '../api.server.ts'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import { sitemapOf, xmlResponse } from '../seo/sitemap.ts'
import { SITEMAP_PATHS } from '../shop-pages.ts'
import type { Route } from './+types/sitemap-pages'

const categoryPaths = (categories: Category[]): string[] =>
  categories.flatMap((category) => [
    `/products/${category.path}`,
    ...categoryPaths(category.children),
  ])

/** `/sitemaps/pages.xml`: home, listings, every category and brand, every blog post, content. */
export async function loader({ request }: Route.LoaderArgs) {
  const api = apiFor(request)
  const [categories, brands] = await Promise.all([
    api.call('listCategories'),
    api.call('listBrands'),
  ])
  const blogs: string[] = []
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = await api.call('listBlogs', { query: { page, per_page: MAX_PER_PAGE } })
    blogs.push(...answer.data.items.map((post) => `/blogs/${encodeURIComponent(post.slug)}`))
    last = answer.data.meta.last_page
  }
  return xmlResponse(
    sitemapOf(shopOrigin(request), [
      // The fixed pages of the shop's table (`sitemap: true`).
      ...SITEMAP_PATHS,
      ...categoryPaths(categories.data),
      ...brands.data.map((brand) => `/products?brand=${encodeURIComponent(brand.slug)}`),
      ...blogs,
    ]),
  )
}
