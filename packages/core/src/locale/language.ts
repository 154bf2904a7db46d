/** The shop's two languages (spec §1). English is the default (spec §9). */
export const LANGUAGES = ['en', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

export type Direction = 'ltr' | 'rtl'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)

/** Any value to a supported language: unknown or missing values fall back to English. */
export const toLanguage = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE

/** Arabic reads right to left; English left to right. */
export const directionOf = (language: Language): Direction => (language === 'ar' ? 'rtl' : 'ltr')

/** The currency label shown next to prices: "SAR" in English, "ريال" in Arabic (spec §1). */
export const currencyLabelOf = (language: Language): string => (language === 'ar' ? 'ريال' : 'SAR')
