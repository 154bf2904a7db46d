/** One page of the shop (in both languages), with what the shop's lists derive from it. */
export interface ShopPage {
  /** The route's path: `''` for the home page, `:id` for a parameter, `/*` for a splat. */
  path: string
  /** The route module, from `app/`. */
  file: string
  /** The route's id, when one module serves several pages. */
  id?: string
  /** For one shopper or the staff only: `robots.txt` keeps search engines out (both languages). */
  private?: true
  /** The same for every visitor without a session: a shared cache may keep it (page-cache). */
  cached?: true
  /** Listed in `/sitemaps/pages.xml` (products, categories, brands and posts come from the API). */
  sitemap?: true
  /** Its child routes: the customer's area (`account/account-pages.ts`). */
  sections?: 'account'
}

/**
 * The shop's pages, in `app/routes.ts`'s order: the routes, robots' private paths, the page
 * cache's shared pages and the sitemap's fixed pages are all derived from it. A page that is none
 * of these (sign-out) is only mounted. No imports: `routes.ts` is read before the app is built.
 */
export const SHOP_PAGES: readonly ShopPage[] = [
  { path: '', file: 'routes/home.tsx', cached: true, sitemap: true },
  // `/products` and `/products/{category path…}` (the splat may be empty).
  { path: 'products/*', file: 'routes/products.tsx', cached: true, sitemap: true },
  { path: 'offers', file: 'routes/collection.tsx', id: 'offers', cached: true, sitemap: true },
  {
    path: 'wholesale',
    file: 'routes/collection.tsx',
    id: 'wholesale',
    cached: true,
    sitemap: true,
  },
  { path: 'brands', file: 'routes/brands.tsx', cached: true, sitemap: true },
  { path: 'categories', file: 'routes/categories.tsx' },
  { path: 'product/:id', file: 'routes/product.tsx', cached: true },
  { path: 'cart', file: 'routes/cart.tsx', private: true },
  // Where the card provider's page sends the shopper back after paying (or not).
  { path: 'payment-return', file: 'routes/payment-return.tsx', private: true },
  { path: 'auth', file: 'routes/auth.tsx', private: true },
  // Sign out without JavaScript: the header's and the account menu's form (no page of its own).
  { path: 'sign-out', file: 'routes/sign-out.ts' },
  // The shop's content.
  { path: 'blogs', file: 'routes/blogs.tsx', cached: true, sitemap: true },
  { path: 'blogs/:slug', file: 'routes/blog.tsx', cached: true },
  ...(['about', 'services', 'terms', 'privacy'] as const).map(
    (path): ShopPage => ({
      path,
      file: 'routes/content-page.tsx',
      id: path,
      cached: true,
      sitemap: true,
    }),
  ),
  { path: 'page', file: 'routes/content-page.tsx', id: 'page', cached: true },
  { path: 'contact-us', file: 'routes/contact-us.tsx', sitemap: true },
  // The customer's area; signed-out visitors go to sign in and come back.
  { path: 'user-profile', file: 'routes/user-profile.tsx', private: true, sections: 'account' },
  // The staff's page: move orders through their statuses (behind the API's ADMIN_TOKEN).
  { path: 'back-office', file: 'routes/back-office.tsx', private: true },
]

/** A page's address without the language prefix: `/`, `/products`, `/blogs/:slug`. */
const addressOf = (page: ShopPage) => `/${page.path.replace(/\/?\*$/, '')}`

/** The private pages' addresses, for `robots.txt`. */
export const PRIVATE_PATHS = SHOP_PAGES.filter((page) => page.private).map(addressOf)

/** The fixed pages of the sitemap. */
export const SITEMAP_PATHS = SHOP_PAGES.filter((page) => page.sitemap).map(addressOf)

/** The shared pages, as patterns of an address without the language prefix. */
export const SHARED_PAGES = SHOP_PAGES.filter((page) => page.cached).map(
  (page) => new RegExp(`^/${page.path.replace(/\/\*$/, '(/.*)?').replace(/:[^/]+/g, '[^/]+')}$`),
)
