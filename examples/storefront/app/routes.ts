import {
  index,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes'
import { ACCOUNT_PAGES, type AccountPage } from './account/account-pages.ts'

/**
 * The shop's pages in one language: English at the plain paths, Arabic under `/ar` (spec §2,
 * "Language prefixing of routes"; docs/guides/language-addresses.md). The same modules serve
 * both; each page reads its language from the path. Route ids stay unique: the Arabic ones start
 * with `ar/`.
 */
function shopPages(language: 'en' | 'ar'): RouteConfigEntry[] {
  const id = (name: string) => (language === 'en' ? name : `ar/${name}`)
  const page = (path: string, file: string, name?: string, children?: RouteConfigEntry[]) =>
    route(path, file, { id: id(name ?? file.replace(/\.tsx?$/, '')) }, children)
  const start = (file: string, name?: string) =>
    index(file, { id: id(name ?? file.replace(/\.tsx?$/, '')) })
  return [
    start('routes/home.tsx'),
    // `/products` and `/products/{category path…}` (the splat may be empty).
    page('products/*', 'routes/products.tsx'),
    page('offers', 'routes/collection.tsx', 'offers'),
    page('wholesale', 'routes/collection.tsx', 'wholesale'),
    page('brands', 'routes/brands.tsx'),
    page('categories', 'routes/categories.tsx'),
    page('product/:id', 'routes/product.tsx'),
    page('cart', 'routes/cart.tsx'),
    // Where the card provider's page sends the shopper back after paying (or not).
    page('payment-return', 'routes/payment-return.tsx'),
    page('auth', 'routes/auth.tsx'),
    // Sign out without JavaScript: the header's and the account menu's form (no page of its own).
    page('sign-out', 'routes/sign-out.ts'),
    // The shop's content.
    page('blogs', 'routes/blogs.tsx'),
    page('blogs/:slug', 'routes/blog.tsx'),
    page('about', 'routes/content-page.tsx', 'about'),
    page('services', 'routes/content-page.tsx', 'services'),
    page('terms', 'routes/content-page.tsx', 'terms'),
    page('privacy', 'routes/content-page.tsx', 'privacy'),
    page('page', 'routes/content-page.tsx', 'page'),
    page('contact-us', 'routes/contact-us.tsx'),
    // The customer's area; signed-out visitors go to sign in and come back.
    page('user-profile', 'routes/user-profile.tsx', undefined, [
      start('routes/user-profile/index.ts'),
      // Its sections, from their table (menu, e2e screens).
      ...ACCOUNT_PAGES.map((section: AccountPage) => page(section.path, section.file, section.id)),
      // An order's pages, reached from its list (no menu entry).
      ...prefix('orders/:id', [
        start('routes/user-profile/order.tsx'),
        page('invoice', 'routes/user-profile/invoice.tsx'),
        page('invoice/download', 'routes/user-profile/invoice-download.tsx'),
      ]),
    ]),
    // The staff's page: move orders through their statuses (behind the API's ADMIN_TOKEN).
    page('back-office', 'routes/back-office.tsx'),
  ]
}

export default [
  ...shopPages('en'),
  ...prefix('ar', shopPages('ar')),
  // A language switch without JavaScript: sets the `lang` cookie, then goes to the page.
  route('language/:language', 'routes/switch-language.ts'),
  // The Storefront API through the shop's own origin: the session stays in an HttpOnly cookie.
  route('api/*', 'routes/api-proxy.ts'),
  // The API's pictures from the shop's own origin: the first picture needs no second connection.
  route('media/*', 'routes/media.ts'),
  // For search engines: what to leave out, and every public page in both languages.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/pages.xml', 'routes/sitemap-pages.ts'),
  route('sitemaps/products/:file', 'routes/sitemap-products.ts'),
  // Anything else, in either language: the 404 view of spec §8.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
