import { createSessionProxy } from '@matjar/core/server'
import { storefrontConfig } from '../config.server.ts'
import { shopMessages } from '../messages/shop.ts'
import { clientAddressOf } from './client-address.ts'
import { API_PROXY_PREFIX } from './proxy-path.ts'

/**
 * The API as the shopper's browser reaches it: through the shop's own origin, so the session
 * token never leaves the server. The SDK's session proxy (`@matjar/core/server`) does the work:
 * the path decoded and normalised before any decision, the CSRF token on every change, the
 * bearer from the HttpOnly `_token` cookie, a sign-in's token kept in that cookie. The shop adds
 * who is calling (`server.ts` sets the header from the socket or a trusted proxy) and its own
 * words for a refusal.
 */
export const forwardToApi = createSessionProxy({
  apiUrl: storefrontConfig.apiUrl,
  prefix: API_PROXY_PREFIX,
  clientAddress: clientAddressOf,
  refusalMessage: async (refusal, language) => {
    await shopMessages.load(language)
    return shopMessages.translate(
      language,
      refusal === 'csrf' ? 'requestRefused' : 'requestPathRefused',
    )
  },
})
