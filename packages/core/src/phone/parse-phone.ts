// "max" metadata, on purpose: with the smaller "min" set libphonenumber checks a number's length
// and only a country-wide pattern, so +966 52 123 4567 (no Saudi mobile range starts with 52)
// would pass. Spec §5 wants a number valid only if it matches its country's number patterns.
import {
  type CountryCode,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
} from 'libphonenumber-js/max'
import { PHONE_MAX_INPUT_LENGTH, type PhoneParseError } from './phone-limits.ts'

export type { CountryCode }

/** What the phone input reports about its text (spec §3, "Phone input result"). */
export type PhoneInputResult = {
  /** True only when the number matches its country's number patterns. */
  readonly valid: boolean
  /** Country calling code without the plus, like "966". */
  readonly countryCode?: string
  /** Two-letter country, like "SA"; absent when the calling code alone cannot tell. */
  readonly country?: CountryCode
  /** International format, like "+966 50 123 4567". */
  readonly formatted?: string
  /** The number without its calling code, like "501234567". */
  readonly nationalNumber?: string
  /** E.164, like "+966501234567": the form to store and send. */
  readonly e164?: string
  /** Why the text is no phone number at all. */
  readonly error?: PhoneParseError
}

const failure = (error: PhoneParseError): PhoneInputResult => ({ valid: false, error })

/**
 * Reads a phone number as typed. Without a leading plus, the number is read as a national one
 * of `defaultCountry` (`0501234567` with 'SA'). A number of another country typed with its plus
 * is read as that country's.
 */
export const parsePhone = (input: string, defaultCountry?: CountryCode): PhoneInputResult => {
  if (input.length > PHONE_MAX_INPUT_LENGTH) return failure('TOO_LONG')
  if (defaultCountry !== undefined && !isSupportedCountry(defaultCountry)) {
    return failure('INVALID_COUNTRY')
  }
  try {
    const phone = parsePhoneNumberWithError(input, defaultCountry)
    return {
      valid: phone.isValid(),
      countryCode: phone.countryCallingCode,
      country: phone.country,
      formatted: phone.formatInternational(),
      nationalNumber: phone.nationalNumber,
      e164: phone.number,
    }
  } catch (error) {
    if (error instanceof ParseError) return failure(error.message as PhoneParseError)
    throw error
  }
}
