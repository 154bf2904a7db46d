import { createStorefrontClient, StorefrontError, type User } from '@matjar/core'
import { storefrontConfig } from '../config.server.ts'
import { languageOf } from '../preferences.ts'
import { clearedSessionCookie, sessionTokenOf } from './session-cookie.server.ts'

/** A client that calls the API as the customer of this request's session cookie. */
export const apiAsCustomer = (request: Request, token: string) =>
  createStorefrontClient({
    baseUrl: storefrontConfig.apiUrl,
    getToken: () => token,
    getLanguage: () => languageOf(request),
  })

/**
 * Who is signed in, for the page being rendered: the customer of the `_token` cookie as the API
 * knows it, or null. A token the API refuses is dropped (`headers` clears the cookie); when the
 * API cannot be reached, the page renders signed out and the cookie stays.
 */
export async function customerOf(
  request: Request,
): Promise<{ customer: User | null; headers: HeadersInit }> {
  const token = sessionTokenOf(request)
  if (!token) return { customer: null, headers: {} }
  try {
    const answer = await apiAsCustomer(request, token).call('getProfile')
    return { customer: answer.data, headers: {} }
  } catch (error) {
    const refused = error instanceof StorefrontError && error.status === 401
    return {
      customer: null,
      headers: refused ? { 'Set-Cookie': clearedSessionCookie(request) } : {},
    }
  }
}
