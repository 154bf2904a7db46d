import { discountPercent } from '@matjar/core/rules'
import { type Language, translate } from '../messages/translate.ts'

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
