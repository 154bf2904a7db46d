import type { Language } from '../locale/language.ts'
import type { Messages } from './define-messages.ts'
import { formatMessage, type MessageValues } from './format-message.ts'
import type { MessageKey } from './message-key.ts'

/** Your wording for any key of the catalogues, per language (ICU messages, like the catalogues). */
export type MessageOverrides = Partial<
  Record<Language, Partial<Record<MessageKey | (string & {}), string>>>
>

/**
 * The one way a word is looked up once an app may override it: the app's wording for `key` in
 * `language` when it has one, else the catalogue's. Toasts, @matjar/ui's components and
 * `StorefrontIntl` all read through it, so an override is seen everywhere the key is.
 */
export const translateWith = <Key extends string>(
  overrides: MessageOverrides | undefined,
  messages: Messages<Key>,
  language: Language,
  key: Key,
  values?: MessageValues,
): string => {
  const own = overrides?.[language]?.[key]
  return own === undefined
    ? messages.translate(language, key, values)
    : formatMessage(own, language, values)
}
