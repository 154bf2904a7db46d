/** Phone input limits (spec §5), the same as libphonenumber's own. */
export const PHONE_MAX_INPUT_LENGTH = 250
export const PHONE_MIN_NATIONAL_DIGITS = 2
export const PHONE_MAX_DIGITS = 17

/** Why a text could not be read as a phone number at all (spec §5). */
export const PHONE_PARSE_ERRORS = [
  'INVALID_COUNTRY',
  'NOT_A_NUMBER',
  'TOO_SHORT',
  'TOO_LONG',
] as const
export type PhoneParseError = (typeof PHONE_PARSE_ERRORS)[number]

/** The message an invalid number puts on the phone input. */
export const PHONE_INVALID_MESSAGE_KEY = 'validation.phone.invalid' as const
