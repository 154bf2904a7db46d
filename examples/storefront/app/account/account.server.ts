import { type StorefrontClient, StorefrontError } from '@matjar/core'
import { clearedSessionCookie, sessionTokenOf } from '@matjar/core/server'
import { redirect } from 'react-router'
import { shopPathFor } from '../preferences.ts'
import { readShopRequest } from '../session/read-request.server.ts'
import { unavailablePage } from '../unavailable.server.ts'

/** Where a signed-out visitor goes: the sign-in page, which brings them back here afterwards. */
export const signInFor = (request: Request, clearToken = false) => {
  const url = new URL(request.url)
  const back = `${url.pathname}${url.search}`
  return redirect(shopPathFor(request, `/auth?redirect=${encodeURIComponent(back)}`), {
    // A token the API refused (expired, revoked) is dropped, so the next visit is a clean one.
    ...(clearToken ? { headers: { 'Set-Cookie': clearedSessionCookie(request) } } : {}),
  })
}

/** Sends a visitor without a session to `/auth`; the session itself is checked by the API. */
export const requireSession = (request: Request): string => {
  const token = sessionTokenOf(request)
  if (!token) throw signInFor(request)
  return token
}

/**
 * Runs a `/user-profile` loader's calls as the signed-in customer: the session token comes from the
 * HttpOnly `_token` cookie this server keeps. Without one, or when the API refuses it (401: expired, revoked),
 * the visitor is sent to `/auth`, which brings them back here after signing in; when the API is
 * slow, busy or down the section answers 503 (`unavailable.server.ts`).
 */
export const loadAsCustomer = async <T>(
  request: Request,
  load: (api: StorefrontClient) => Promise<T>,
): Promise<T> => {
  requireSession(request)
  const { client: api } = await readShopRequest(request)
  try {
    return await load(api)
  } catch (error) {
    if (error instanceof StorefrontError && error.status === 401) throw signInFor(request, true)
    // The API slow, busy or down: the section's 503, "busy, try again", with Retry-After.
    return unavailablePage(request, error)
  }
}
