import {
  index,
  prefix,
  type RouteConfig,
  type RouteConfigEntry,
  route,
} from '@react-router/dev/routes'
import { ACCOUNT_PAGES, type AccountPage } from './account/account-pages.ts'
import { SHOP_PAGES } from './shop-pages.ts'

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
  // The customer's area: its index, its sections from their table (menu, e2e screens), an
  // order's pages (reached from its list, no menu entry).
  const account = [
    start('routes/user-profile/index.ts'),
    ...ACCOUNT_PAGES.map((section: AccountPage) => page(section.path, section.file, section.id)),
    ...prefix('orders/:id', [
      start('routes/user-profile/order.tsx'),
      page('invoice', 'routes/user-profile/invoice.tsx'),
      page('invoice/download', 'routes/user-profile/invoice-download.tsx'),
    ]),
  ]
  // Every page from the shop's table (robots, the page cache and the sitemap read it too).
  return SHOP_PAGES.map((shopPage) =>
    shopPage.path === ''
      ? start(shopPage.file)
      : page(
          shopPage.path,
          shopPage.file,
          shopPage.id,
          shopPage.sections === 'account' ? account : undefined,
        ),
  )
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
