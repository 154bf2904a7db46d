import { type ReadStorefrontRequestOptions, readStorefrontRequest } from '@matjar/core/server'
import { withinDeadline } from '../api.server.ts'
import { storefrontConfig } from '../config.server.ts'
import { languageOf } from '../preferences.ts'

/**
 * The SDK's server helper on this shop's terms: the API's address from the shop's configuration
 * and the language of the page's address. It reads the colour mode and the session from the
 * request's cookies and gives a client that calls the API as the customer. The shop's browser reads
 * the cart itself (through the proxy), so no cart is read here unless asked for.
 */
export const readShopRequest = (
  request: Request,
  options: Omit<ReadStorefrontRequestOptions, 'apiUrl' | 'language'> = {},
) =>
  readStorefrontRequest(request, {
    apiUrl: storefrontConfig.apiUrl,
    language: languageOf(request),
    cart: false,
    ...options,
    // Within the page's one deadline for the API, like the page's own calls.
    client: { ...withinDeadline(request), ...options.client },
  })
