import { createStorefrontClient, StorefrontError } from '@matjar/core'
import { data } from 'react-router'
import { storefrontConfig } from './config.server.ts'
import { languageOf } from './preferences.ts'

/** The Storefront API as the server renders a page for this request: in the shopper's language. */
export const apiFor = (request: Request) =>
  createStorefrontClient({
    baseUrl: storefrontConfig.apiUrl,
    getLanguage: () => languageOf(request),
  })

/**
 * An API 404 (or 403, not yours: not shown either; or 422, a value from the address it refuses,
 * `/page?slug=A`) becomes the page's 404; anything else (an answer that breaks the contract,
 * `ContractError`, status 502) stays an error for the error view.
 */
export const notFoundWhenMissing = (error: unknown): never => {
  if (
    error instanceof StorefrontError &&
    (error.status === 403 || error.status === 404 || error.status === 422)
  ) {
    throw data('Not found', { status: 404 })
  }
  throw error
}
