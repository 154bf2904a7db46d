// `/api/*`: the Storefront API through this site's own origin. The SDK's session proxy keeps the
// session token in an HttpOnly cookie, asks every change for the CSRF token and normalises the
// path before deciding anything.
import { createSessionProxy } from '@matjar/core/server'

export const dynamic = 'force-dynamic'

const forwardToApi = createSessionProxy({
  apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000',
  // Who is calling, for the API's per-client limits. A route handler never sees the socket: the
  // shopper is the last address in X-Forwarded-For, which the one proxy in front of this server
  // (nginx with $proxy_add_x_forwarded_for, a load balancer, Vercel) writes. `next start` fills
  // it from the socket only when a request has none, so without such a proxy a client can write
  // it itself: do not expose `next start` to the Internet.
  trustedProxies: 1,
})

export const GET = forwardToApi
export const POST = forwardToApi
export const PUT = forwardToApi
export const PATCH = forwardToApi
export const DELETE = forwardToApi
