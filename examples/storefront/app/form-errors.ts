import { isStorefrontError, type Language, type MessageKey, translate } from '@matjar/core'

/** One message per field: the first of each, the shape the shop's forms show under their fields. */
export type FieldMessages = Record<string, string | undefined>

export const firstOfEach = (errors: Record<string, readonly string[]>): FieldMessages =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list[0]]))

/**
 * What a failed call tells the shopper: the API's field errors under their fields and its message
 * (already in the shopper's language); the §8 failure text when the API said nothing usable, or
 * the network one when it did not answer at all.
 */
export const failureOf = (
  error: unknown,
  language: Language,
  fallback: MessageKey,
): { fields: FieldMessages; message: string } => {
  // No answer at all: the network's words (a network failure's message names the URL it tried).
  if (!isStorefrontError(error) || error.isNetworkError)
    return { fields: {}, message: translate(language, 'error.network') }
  return {
    fields: firstOfEach(error.fieldErrors),
    message: error.message || translate(language, fallback),
  }
}
