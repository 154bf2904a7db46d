import type { Language } from '../locale/language.ts'
import { messages } from './catalogues.ts'
import { formatMessage, type MessageValues } from './format-message.ts'
import type { MessageKey } from './message-key.ts'

export { formatMessage, type MessageValues } from './format-message.ts'

/**
 * The text of a message in a language, with `{name}` placeholders filled and plurals chosen by
 * the language's CLDR rules. Numbers are written with Latin digits, as everywhere in the shop.
 *
 * @example translate('ar', 'form.error_in', { field: 'email' }) // 'خطأ في email'
 */
export const translate = (
  language: Language,
  key: MessageKey,
  values: MessageValues = {},
): string => formatMessage(messages[language][key], language, values)
