import { forwardToApi } from '../session/api-proxy.server.ts'
import type { Route } from './+types/api-proxy'

// `/api/*`: the Storefront API through the shop's own origin (see session/api-proxy.server.ts).
export const loader = ({ request }: Route.LoaderArgs) => forwardToApi(request)
export const action = ({ request }: Route.ActionArgs) => forwardToApi(request)
