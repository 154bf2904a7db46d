import type { Language, Messages } from '@matjar/core'
import { useMessages } from '@matjar/ui'
import { useNoteWords } from './page-words.tsx'

/**
 * The shop's words of one catalogue in the page's language, from the `LocaleProvider`:
 * `const t = useT(accountMessages)`, then `t('orderNumber', { number })`. A language not loaded
 * yet suspends the component until it is (`language` reads another one: the invoice's second
 * language); on the server, the catalogue is noted so the page
 * carries its words to the browser (see docs/storefront.md, "Words").
 */
export const useT = <Key extends string>(messages: Messages<Key>, language?: Language) => {
  useNoteWords(messages as Messages<string>)
  return useMessages(messages, language)
}
