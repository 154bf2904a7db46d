import { index, prefix, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // `/products` and `/products/{category path…}` (the splat may be empty).
  route('products/*', 'routes/products.tsx'),
  route('offers', 'routes/collection.tsx', { id: 'offers' }),
  route('wholesale', 'routes/collection.tsx', { id: 'wholesale' }),
  route('brands', 'routes/brands.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('product/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  // Where the card provider's page sends the shopper back after paying (or not).
  route('payment-return', 'routes/payment-return.tsx'),
  route('auth', 'routes/auth.tsx'),
  // The shop's content (issue 10).
  route('blogs', 'routes/blogs.tsx'),
  route('blogs/:slug', 'routes/blog.tsx'),
  route('about', 'routes/content-page.tsx', { id: 'about' }),
  route('services', 'routes/content-page.tsx', { id: 'services' }),
  route('terms', 'routes/content-page.tsx', { id: 'terms' }),
  route('privacy', 'routes/content-page.tsx', { id: 'privacy' }),
  route('page', 'routes/content-page.tsx', { id: 'page' }),
  route('contact-us', 'routes/contact-us.tsx'),
  // The customer's area (issue 10); signed-out visitors go to /auth and come back.
  route('user-profile', 'routes/user-profile.tsx', [
    index('routes/user-profile/index.ts'),
    route('profile', 'routes/user-profile/profile.tsx'),
    route('addresses', 'routes/user-profile/addresses.tsx'),
    route('favorites-list', 'routes/user-profile/favorites-list.tsx'),
    route('new-orders', 'routes/user-profile/orders.tsx', { id: 'new-orders' }),
    route('finished-orders', 'routes/user-profile/orders.tsx', { id: 'finished-orders' }),
    ...prefix('orders/:id', [
      index('routes/user-profile/order.tsx'),
      route('invoice', 'routes/user-profile/invoice.tsx'),
      route('invoice/download', 'routes/user-profile/invoice-download.tsx'),
    ]),
    route('wallet', 'routes/user-profile/wallet.tsx'),
    route('points', 'routes/user-profile/points.tsx'),
  ]),
  // The staff's page: move orders through their statuses (behind the API's ADMIN_TOKEN).
  route('back-office', 'routes/back-office.tsx'),
  // The Storefront API through the shop's own origin: the session stays in an HttpOnly cookie.
  route('api/*', 'routes/api-proxy.ts'),
  // For search engines: what to leave out, and every public page in both languages.
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap-index.ts'),
  route('sitemaps/pages.xml', 'routes/sitemap-pages.ts'),
  route('sitemaps/products/:file', 'routes/sitemap-products.ts'),
  // Anything else: the 404 view of spec §8.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
