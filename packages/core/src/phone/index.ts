export { type CountryCode, type PhoneInputResult, parsePhone } from './parse-phone.ts'
export { phoneField } from './phone-field.ts'
export {
  PHONE_INVALID_MESSAGE_KEY,
  PHONE_MAX_DIGITS,
  PHONE_MAX_INPUT_LENGTH,
  PHONE_MIN_NATIONAL_DIGITS,
  PHONE_PARSE_ERRORS,
  type PhoneParseError,
} from './phone-limits.ts'
export { sanitizePhoneInput } from './sanitize-phone-input.ts'
export { countryOfTyped, type TypedCountry } from './typed-country.ts'
