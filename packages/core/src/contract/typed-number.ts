/**
 * A number as a shopper types it on any keyboard: Arabic-Indic (٠-٩) and Persian (۰-۹) digits
 * become Latin ones, the Arabic decimal separator (٫) a point, surrounding spaces go.
 */
export const toLatinDigits = (text: string): string =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .trim()

/** Whole riyals or up to two decimals, at most 12 digits before the point. */
const TYPED_AMOUNT = /^\d{1,12}(\.\d{1,2})?$/

/**
 * An amount of riyals as typed ("50", "49.5", "٥٠", "١٠٠٫٥٠") as money with two decimals
 * ("50.00"); null when it is not a plain amount.
 */
export const readTypedAmount = (text: string): string | null => {
  const latin = toLatinDigits(text)
  return TYPED_AMOUNT.test(latin) ? Number(latin).toFixed(2) : null
}
