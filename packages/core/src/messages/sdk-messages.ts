import type { Language } from '../locale/language.ts'
import { defineMessages } from './define-messages.ts'
import type { MessageValues } from './format-message.ts'
import type { MessageKey } from './message-key.ts'

/**
 * The SDK's own catalogue: every shopper-facing text of the spec (failures, successes,
 * validation, review labels, countdown units …), in English and Arabic, each language loaded
 * when first needed. Load a language before translating in it (`await sdkMessages.load('ar')`),
 * or give it: `defineMessages` over `@matjar/core/messages/en|ar` for your own set.
 */
export const sdkMessages = defineMessages<MessageKey>('sdk', {
  en: () => import('./en.ts').then((module) => module.en),
  ar: () => import('./ar.ts').then((module) => module.ar),
})

/**
 * The text of an SDK message in a loaded language, `{name}` placeholders filled and plurals
 * chosen by the language's CLDR rules.
 *
 * @example translate('ar', 'form.error_in', { field: 'email' }) // 'خطأ في email'
 */
export const translate = (language: Language, key: MessageKey, values?: MessageValues): string =>
  sdkMessages.translate(language, key, values)
