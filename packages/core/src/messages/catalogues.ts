import type { Language } from '../locale/language.ts'
import { ar } from './ar.ts'
import { en } from './en.ts'
import type { MessageKey } from './message-key.ts'

/** Every shopper-facing text of the shop, per language, as ICU messages. */
export const messages: Record<Language, Record<MessageKey, string>> = { en, ar }

export const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(en, value)
