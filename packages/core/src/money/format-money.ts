import { fromHalalas, toHalalas } from '../contract/halalas.ts'
import type { Money } from '../contract/money.ts'
import { currencyLabelOf, type Language } from '../locale/language.ts'

/** Latin digits (0-9) or Arabic-Indic digits (٠-٩). */
export type MoneyDigits = 'latn' | 'arab'

export type FormatMoneyOptions = {
  /**
   * Digits to write. Default `'latn'` in both languages: prices in Saudi shops are commonly shown
   * with Latin digits, they match what shoppers type and what the API sends, and the same glyphs
   * appear in both languages. Ask for `'arab'` to get ١٬٢٣٤٫٥٠.
   */
  digits?: MoneyDigits
  /** Show the currency label ("SAR" / "ريال"); default true. */
  label?: boolean
  /**
   * `'auto'` (default): a minus on amounts below zero only. `'always'`: a plus on amounts above
   * zero too, for movements of a balance (`+SAR 10.00`, `-SAR 10.00`).
   */
  signDisplay?: 'auto' | 'always'
}

const NO_BREAK_SPACE = '\u00a0'
// Bidi marks keep the minus on the left of the number inside right-to-left text, as Intl does
// for Arabic: a left-to-right mark before Latin digits, an Arabic letter mark before Arabic ones.
const LEFT_TO_RIGHT_MARK = '\u200e'
const ARABIC_LETTER_MARK = '\u061c'
const ARABIC_INDIC_ZERO = 0x0660

/**
 * The sign written before a number, on its left in both languages: in Arabic a bidi mark before
 * it keeps it beside the digits' left end inside right-to-left text (`ريال ‎-13.00` reads as
 * -13.00), where a bare minus would land on the digits' right.
 */
const signBefore = (sign: '' | '-' | '+', language: Language, arabicDigits: boolean) =>
  sign === '' || language !== 'ar'
    ? sign
    : `${arabicDigits ? ARABIC_LETTER_MARK : LEFT_TO_RIGHT_MARK}${sign}`

/**
 * A whole number with its sign always shown (`+120`, `-40`, `0`), the sign placed as
 * `formatMoney` places it: points won and spent.
 */
export const formatSignedNumber = (value: number, language: Language): string =>
  `${signBefore(value > 0 ? '+' : value < 0 ? '-' : '', language, false)}${Math.abs(value)}`

const toArabicIndic = (digits: string): string =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)))

const groupThousands = (riyals: string, separator: string): string =>
  riyals.replace(/\B(?=(\d{3})+$)/g, separator)

/**
 * A price as the shopper reads it: `SAR 1,234.50` in English, `1,234.50 ريال` in Arabic
 * (the label after the amount, as Arabic reads it). Label and amount are joined by a no-break
 * space so they never wrap apart.
 *
 * Written by hand rather than through Intl.NumberFormat: ICU data differs between Node builds
 * and browsers, and the server-rendered text must equal the hydrated one character for character.
 */
export const formatMoney = (
  amount: Money,
  language: Language,
  options: FormatMoneyOptions = {},
): string => {
  const { digits = 'latn', label = true, signDisplay = 'auto' } = options
  const halalas = toHalalas(amount)
  const [riyals = '0', fraction = '00'] = fromHalalas(Math.abs(halalas)).split('.')

  const arabicDigits = digits === 'arab'
  const number = arabicDigits
    ? `${toArabicIndic(groupThousands(riyals, '٬'))}٫${toArabicIndic(fraction)}`
    : `${groupThousands(riyals, ',')}.${fraction}`
  const minus = signBefore(
    halalas < 0 ? '-' : halalas > 0 && signDisplay === 'always' ? '+' : '',
    language,
    arabicDigits,
  )

  if (!label) return `${minus}${number}`
  const currency = currencyLabelOf(language)
  return language === 'ar'
    ? `${minus}${number}${NO_BREAK_SPACE}${currency}`
    : `${minus}${currency}${NO_BREAK_SPACE}${number}`
}
