import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/home.tsx'),
  // Anything else: the 404 view of spec §8.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
