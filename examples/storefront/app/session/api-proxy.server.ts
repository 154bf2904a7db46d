import { createSessionProxy, type ProxyRefusal } from '@matjar/core/server'
import { storefrontConfig } from '../config.server.ts'
import { type ShopMessageKey, shopMessages } from '../messages/shop.ts'
import { clientAddressOf } from './client-address.ts'
import { API_PROXY_PREFIX } from './proxy-path.ts'

/** The shop's words for each answer the proxy gives itself. */
const REFUSAL_WORDS: Record<ProxyRefusal, ShopMessageKey> = {
  csrf: 'requestRefused',
  path: 'requestPathRefused',
  unreachable: 'apiUnreachable',
  timeout: 'apiTimeout',
}

/**
 * The API as the shopper's browser reaches it: through the shop's own origin, so the session
 * token never leaves the server. The SDK's session proxy (`@matjar/core/server`) does the work:
 * the path decoded and normalised before any decision, the CSRF token on every change, the
 * bearer from the HttpOnly `_token` cookie, a sign-in's token kept in that cookie. The shop adds
 * who is calling (`server.ts` sets the header from the socket, or from `X-Forwarded-For` when
 * the socket is one of `TRUSTED_PROXIES`, overwriting whatever the client sent) and its own
 * words for a refusal, a 502 and a 504.
 */
export const forwardToApi = createSessionProxy({
  apiUrl: storefrontConfig.apiUrl,
  prefix: API_PROXY_PREFIX,
  clientAddress: clientAddressOf,
  timeoutMs: storefrontConfig.apiTimeoutSeconds * 1000,
  refusalMessage: async (refusal, language) => {
    await shopMessages.load(language)
    return shopMessages.translate(language, REFUSAL_WORDS[refusal])
  },
})
