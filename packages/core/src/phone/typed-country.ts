import { AsYouType, type CountryCode } from 'libphonenumber-js/max'

/** What a number typed with its `+` says about its country, as far as it is typed. */
export interface TypedCountry {
  /** The calling code without the plus ("971"), once the digits after `+` make one. */
  readonly callingCode?: string
  /** The country ("AE"), once the calling code (or, for a shared one, the number) tells it. */
  readonly country?: CountryCode
}

/**
 * The country of a number typed in international form, read as the shopper types it: "+971"
 * already says AE, "+44" only says 44 (shared by GB, GG, IM and JE) until more digits tell.
 * A number without a leading `+` (a national one) says nothing: `{}`.
 */
export const countryOfTyped = (input: string): TypedCountry => {
  const typed = input.trim()
  if (!typed.startsWith('+')) return {}
  const reader = new AsYouType()
  reader.input(typed)
  const callingCode = reader.getCallingCode()
  const country = reader.getCountry()
  return {
    ...(callingCode ? { callingCode } : {}),
    ...(country ? { country } : {}),
  }
}
