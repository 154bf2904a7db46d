import type { StorefrontError } from '../client/storefront-error.ts'
import type { Language } from '../locale/language.ts'
import { sdkMessages } from './sdk-messages.ts'

/**
 * What to tell the shopper about a failure: the server's own words (already in the shopper's
 * language), else the text of its code in `language`. It never throws: while no catalogue is
 * loaded yet (the API was down when the page came), the error's English text is the answer.
 *
 * @example const result = await add(line); if (!result.ok) toast(errorMessage(result.error, 'ar'))
 */
export const errorMessage = (error: StorefrontError, language: Language): string => {
  if (error.serverMessage) return error.serverMessage
  const loaded = sdkMessages.loaded(language) ?? sdkMessages.loaded('en')
  if (loaded) return sdkMessages.translate(language, error.code)
  // No catalogue: English words, but never the address a network failure's message names.
  return error.isNetworkError && error.code === 'error.network' ? NO_ANSWER : error.message
}

const NO_ANSWER = 'Network error or server not responding'
