import type { Language } from '../locale/language.ts'

export type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/**
 * CLDR plural category of a count, written out for the shop's two languages so that server and
 * browser agree whatever ICU data their runtime carries. Fractions fall in "other" (CLDR: the
 * integer-only categories need v = 0).
 */
export const pluralCategory = (language: Language, count: number): PluralCategory => {
  if (!Number.isInteger(count)) return 'other'
  const n = Math.abs(count)
  if (language === 'en') return n === 1 ? 'one' : 'other'
  if (n === 0) return 'zero'
  if (n === 1) return 'one'
  if (n === 2) return 'two'
  const lastTwo = n % 100
  if (lastTwo >= 3 && lastTwo <= 10) return 'few'
  if (lastTwo >= 11 && lastTwo <= 99) return 'many'
  return 'other'
}
