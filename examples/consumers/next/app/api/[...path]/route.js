// `/api/*`: the Storefront API through this site's own origin. The SDK's session proxy keeps the
// session token in an HttpOnly cookie, asks every change for the CSRF token and normalises the
// path before deciding anything.
import { createSessionProxy } from '@matjar/core/server'

export const dynamic = 'force-dynamic'

const forwardToApi = createSessionProxy({
  apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000',
})

export const GET = forwardToApi
export const POST = forwardToApi
export const PUT = forwardToApi
export const PATCH = forwardToApi
export const DELETE = forwardToApi
