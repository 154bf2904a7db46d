/** Arabic-Indic digits (٠–٩) as Latin ones: a customer may type either. */
const latinDigits = (input: string) =>
  input.trim().replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))

/** "100", "100.5", "100.50" (Latin or Arabic digits) as the API's money; null when not an amount. */
export const toAmount = (input: string): string | null => {
  const latin = latinDigits(input).replace('٫', '.')
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(latin)) return null
  const amount = Number(latin)
  return amount > 0 ? amount.toFixed(2) : null
}

/** Whole points typed in Latin or Arabic digits; null when not a whole number. */
export const toPoints = (input: string): number | null => {
  const latin = latinDigits(input)
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null
}
