import { PHONE_MAX_INPUT_LENGTH } from './phone-limits.ts'

const ARABIC_INDIC_ZERO = 0x0660 // ٠
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0 // ۰, the Persian and Urdu digits

/**
 * What the phone input keeps of a keystroke or a paste (spec §5): digits, spaces, parentheses,
 * plus and hyphen, at most 250 characters. Arabic-Indic digits become Latin digits first, so a
 * shopper typing on an Arabic keyboard keeps their number.
 */
export const sanitizePhoneInput = (input: string): string =>
  input
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) =>
      String(digit.charCodeAt(0) - EXTENDED_ARABIC_INDIC_ZERO),
    )
    .replace(/[^\d\s()+-]/g, '')
    .slice(0, PHONE_MAX_INPUT_LENGTH)
