import { pathWithoutLanguage } from '@matjar/core'
import { sessionTokenOf } from '@matjar/core/server'
import { pagePathOf } from '../preferences.ts'
// Pages that read the same for every visitor without a session (`cached: true` in the shop's
// table: the catalogue and the content), matched without the `/ar` prefix.
import { SHARED_PAGES } from '../shop-pages.ts'

/** How long a shared cache may keep a public page, and serve it stale while it refreshes it. */
export interface PageCachePolicy {
  sharedSeconds: number
  staleSeconds: number
}

/** Whether the request is for a page that reads the same for every visitor without a session. */
export const isSharedPage = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !sessionTokenOf(request) &&
  SHARED_PAGES.some((page) => page.test(pathWithoutLanguage(pagePathOf(request))))

/**
 * The page's answer with its `Cache-Control`: only a 200 without a cookie to set can be shared.
 * Answers that already say how to cache them (the API proxy's) are left as they are.
 */
export function withPageCache(request: Request, response: Response, policy: PageCachePolicy) {
  if (response.headers.has('Cache-Control')) return response
  const cache =
    response.status === 200 && !response.headers.has('Set-Cookie')
      ? pageCacheHeaders(request, policy)
      : { 'Cache-Control': 'private, no-store' }
  // A copy: a redirect's headers cannot be changed in place.
  const answer = new Response(response.body, response)
  for (const [name, value] of Object.entries(cache)) answer.headers.set(name, value)
  return answer
}

/**
 * The `Cache-Control` of a server-rendered page. A visitor with a session (the `_token` cookie)
 * never gets a shared page, nor does the cart, sign-in, the customer's area or an error. A public
 * page also depends on the `lang` and colour-mode cookies (a plain address asked with `lang=ar`
 * goes to the Arabic one): it says `Vary: Cookie`, and a cache in front keys on those two cookies
 * (docs/deployment.md). The home page of a first visit goes to `/ar` when the browser prefers
 * Arabic, so `/` also says `Vary: Accept-Language`.
 */
export function pageCacheHeaders(
  request: Request,
  policy: PageCachePolicy,
): Record<string, string> {
  return policy.sharedSeconds > 0 && isSharedPage(request)
    ? {
        'Cache-Control': `public, max-age=0, s-maxage=${policy.sharedSeconds}, stale-while-revalidate=${policy.staleSeconds}`,
        Vary: pagePathOf(request) === '/' ? 'Cookie, Accept-Language' : 'Cookie',
      }
    : { 'Cache-Control': 'private, no-store' }
}
