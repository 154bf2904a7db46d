import { HttpFailure } from './send-request.ts'
import { StorefrontError } from './storefront-error.ts'

// Where a call goes and what its failure says: the API's address checked once, the public reads
// a dead session must not break, and a failure as a `StorefrontError` (an answer outside 2xx read
// by `http-failure.ts`, loaded on the first one).

/**
 * The API's base address, checked once: `https://…`, `http://…`, or a path on the page's own
 * origin (`/api`, a same-origin proxy). Without a scheme, `api.example.com` would be read as a
 * path of the page, and every call would quietly go to the wrong place.
 */
export const checkedBase = (baseUrl: string): string => {
  if (!/^(https?:\/\/|\/)/i.test(baseUrl)) {
    throw new TypeError(
      `The Storefront API address "${baseUrl}" has no scheme: write it in full, like "https://${baseUrl.replace(/^\w+:\/*/, '')}", or as a path of this site ("/api") for a same-origin proxy.`,
    )
  }
  return baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
}

/** Public reads (`GET /data/…`) answer anyone: a bearer they refuse is dropped, not fatal. */
export const isPublicRead = (method: string, path: string): boolean =>
  method === 'GET' && path.startsWith('/data/')

/**
 * A failed call as a `StorefrontError`: no answer (network, time-out) at once; an answer outside
 * 2xx read by `http-failure.ts`, loaded on the first one (if even that cannot load, its status).
 */
export const fromFailure = async (
  error: unknown,
  method: string,
  url: URL,
): Promise<StorefrontError> => {
  const request = `${method} ${url.origin}${url.pathname}`
  if (!(error instanceof HttpFailure)) {
    // The address tried is in the message, for the developer's console: a shopper is shown the
    // code's words (`errorMessage`), never this.
    return new StorefrontError(
      `Network error or server not responding: ${request}`,
      0,
      {},
      {
        cause: error,
        request,
      },
    )
  }
  return import('./http-failure.ts').then(
    (module) => module.fromHttpFailure(error, method, url),
    () =>
      new StorefrontError(
        `Request failed with status ${error.response.status}`,
        error.response.status,
        {},
        { cause: error, request },
      ),
  )
}
