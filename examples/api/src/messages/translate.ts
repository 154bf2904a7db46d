import { formatMessage, type MessageValues } from '@matjar/core/messages/format'
import { isRefusalKey, type RefusalKey, refusalMessages } from '@matjar/core/messages/refusals'
import { messages } from './catalogue.ts'

/** The languages the API answers in; English unless the request asks for Arabic. */
export type Language = 'en' | 'ar'

/** A text of the API's own catalogue, or one of the contract's refusals (core's catalogue). */
export type MessageKey = keyof typeof messages | RefusalKey

/**
 * A message of the API's catalogue in a language, its `{name}` placeholders filled by core's ICU
 * formatter: the same signature and the same rules as `translate` of `@matjar/core`. A refusal
 * (`notFound`, `invalidData` …) comes from `@matjar/core/messages/refusals`, the words the test
 * kit's in-memory backend answers too.
 *
 * @example translate('ar', 'discountPercent', { percent: 20 }) // 'خصم 20%'
 */
export const translate = (
  language: Language,
  key: MessageKey,
  values: MessageValues = {},
): string =>
  isRefusalKey(key)
    ? refusalMessages.translate(language, key, values)
    : formatMessage(messages[key][language], language, values)
