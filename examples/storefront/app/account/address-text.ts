import type { Language } from '@matjar/core'

/** An address's parts in one line, with the comma of the page's language (، in Arabic). */
export const addressLine = (language: Language, parts: readonly (string | null | undefined)[]) =>
  parts.filter(Boolean).join(language === 'ar' ? '، ' : ', ')
