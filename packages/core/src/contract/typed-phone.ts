import { toLatinDigits } from './typed-number.ts'

/**
 * A Saudi phone number as Saudis type it, in the wire's international form: `0501234567`,
 * `501234567`, `050 123 4567`, `050-123-4567`, `00966501234567`, `966501234567` and Arabic-Indic
 * digits (`٠٥٠١٢٣٤٥٦٧`) all become `+966501234567`. A number typed with its `+` is kept (spaces
 * and dashes dropped); anything else is returned cleaned, for the phone check to refuse.
 */
export const toWirePhone = (typed: string): string => {
  const compact = toLatinDigits(typed).replace(/[\s\-().]/g, '')
  if (compact.startsWith('+')) return compact
  if (compact.startsWith('00')) return `+${compact.slice(2)}`
  if (/^9665\d{8}$/.test(compact)) return `+${compact}`
  if (/^05\d{8}$/.test(compact)) return `+966${compact.slice(1)}`
  if (/^5\d{8}$/.test(compact)) return `+966${compact}`
  return compact
}
