export { ar } from './ar.ts'
export { isMessageKey } from './catalogues.ts'
export {
  type Catalogue,
  type CatalogueLoader,
  type CatalogueSource,
  defineMessages,
  isLanguageLoaded,
  loadLanguage,
  type Messages,
} from './define-messages.ts'
export { en } from './en.ts'
export { formatMessage, type MessageValues } from './format-message.ts'
export type { MessageKey } from './message-key.ts'
export { type MessagePart, parseMessage, placeholdersOf } from './parse-message.ts'
export { type PluralCategory, pluralCategory } from './plural-category.ts'
export { sdkMessages, translate } from './sdk-messages.ts'
