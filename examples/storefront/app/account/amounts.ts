import { readTypedAmount, toLatinDigits } from '@matjar/core'

/** "100", "100.5", "100.50" (Latin or Arabic digits) as the API's money; null when not an amount above zero. */
export const toAmount = (input: string): string | null => {
  const amount = readTypedAmount(input)
  return amount && Number(amount) > 0 ? amount : null
}

/** Whole points typed in Latin or Arabic digits; null when not a whole number. */
export const toPoints = (input: string): number | null => {
  const latin = toLatinDigits(input)
  return /^\d{1,9}$/.test(latin) ? Number(latin) : null
}
