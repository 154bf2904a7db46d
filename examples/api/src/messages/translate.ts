import { formatMessage, type MessageValues } from '@matjar/core/messages/format'
import { messages } from './catalogue.ts'

/** The languages the API answers in; English unless the request asks for Arabic. */
export type Language = 'en' | 'ar'

export type MessageKey = keyof typeof messages

/**
 * A message of the API's catalogue in a language, its `{name}` placeholders filled by core's ICU
 * formatter: the same signature and the same rules as `translate` of `@matjar/core`.
 *
 * @example translate('ar', 'discountPercent', { percent: 20 }) // 'خصم 20%'
 */
export const translate = (
  language: Language,
  key: MessageKey,
  values: MessageValues = {},
): string => formatMessage(messages[key][language], language, values)
