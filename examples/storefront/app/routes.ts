import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // `/products` and `/products/{category path…}` (the splat may be empty).
  route('products/*', 'routes/products.tsx'),
  route('offers', 'routes/collection.tsx', { id: 'offers' }),
  route('wholesale', 'routes/collection.tsx', { id: 'wholesale' }),
  route('product/:id', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('auth', 'routes/auth.tsx'),
  // Anything else: the 404 view of spec §8.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
