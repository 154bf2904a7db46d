import { type Language, translate } from '../messages/translate.ts'

/** The discount of a price against its former price, in whole percent (rounded). */
export const discountPercent = (priceBefore: number, price: number): number =>
  Math.round(((priceBefore - price) * 100) / priceBefore)

/**
 * The label of a discounted price, "-20%" in English and "خصم 20%" in Arabic; null when the price
 * has no former price.
 */
export const discountTextOf = (
  priceBefore: number | null,
  price: number,
  language: Language,
): string | null =>
  priceBefore === null
    ? null
    : translate(language, 'discountPercent', { percent: discountPercent(priceBefore, price) })
