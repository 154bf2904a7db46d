import { type RouteConfig, route } from '@react-router/dev/routes'

export default [route('product/:id', 'routes/product.tsx')] satisfies RouteConfig
