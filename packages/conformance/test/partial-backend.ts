/**
 * A backend that serves part of the contract: in front of a whole one, it passes on the calls of
 * some families (`catalogue`, `cart` …, as `--only` names them) and answers every other request
 * as the backend answers a path it does not know (404, in the language asked). CI puts it in front
 * of the reference API (scripts/conformance.ts); unit tests wrap the in-memory backend's fetch.
 */
import { type Endpoint, endpoints } from '@matjar/core/contract'

type Fetch = typeof fetch

const pattern = (path: string) =>
  new RegExp(`${path.replace(/\{[^}]+\}/g, '[^/]+').replaceAll('/', '\\/')}$`)

/** The calls of these families, as method and a pattern of the path. */
const callsOf = (families: readonly string[]) =>
  Object.values(endpoints as Readonly<Record<string, Endpoint>>)
    .filter((endpoint) => families.includes(endpoint.tag?.toLowerCase() ?? ''))
    .map((endpoint) => ({ method: endpoint.method, path: pattern(endpoint.path) }))

/** Whether a request is one of the families' calls. */
export const isCallOf = (families: readonly string[]) => {
  const calls = callsOf(families)
  return (method: string, pathname: string) =>
    calls.some((call) => call.method === method && call.path.test(pathname))
}

/** Wraps a whole backend's fetch into one that serves only the families' calls. */
export const servingOnly =
  (families: readonly string[]) =>
  (inner: Fetch): Fetch => {
    const serves = isCallOf(families)
    return async (input, init) => {
      const request = new Request(input, init)
      const url = new URL(request.url)
      if (serves(request.method, url.pathname)) return inner(request)
      url.pathname = '/not-served-by-this-backend'
      url.search = ''
      return inner(new Request(url, { headers: request.headers }))
    }
  }
