export { CSRF_FIELD, csrfFormToken, isCsrfFormSafe, isCsrfSafe } from './csrf-check.ts'
export { apiPathOf, comparablePath } from './proxy-path.ts'
export {
  type CookieList,
  type ReadStorefrontRequestOptions,
  readStorefrontRequest,
  type StorefrontRequest,
} from './read-request.ts'
export { clearedSessionCookie, sessionCookie, sessionTokenOf } from './session-cookie.ts'
export {
  type ClientConnection,
  createSessionProxy,
  type ProxyRefusal,
  type SessionProxyOptions,
} from './session-proxy.ts'
export {
  VISITOR_COUNTRY_HEADERS,
  type VisitorCountryOptions,
  visitorCountry,
} from './visitor-country.ts'
