/** A country of the phone input's list. The list comes from the caller, in the shopper's language. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. `SA`. */
  code: string
  /** Shown name, e.g. `Saudi Arabia` or `السعودية`. */
  name: string
  /** With or without the plus, e.g. `+966`. */
  dialCode: string
}

const normalise = (text: string) => text.trim().toLowerCase()

/**
 * The countries matching a search text: by name (anywhere in it, ignoring case), by code, or by
 * dial code when the text is digits (an optional leading `+` is ignored). Empty text keeps all.
 */
export const filterCountries = (
  countries: readonly PhoneCountry[],
  text: string,
): readonly PhoneCountry[] => {
  const query = normalise(text)
  if (!query) return countries
  const digits = /^\+?\d+$/.test(query) ? query.replace('+', '') : null
  return countries.filter(
    (country) =>
      normalise(country.name).includes(query) ||
      normalise(country.code) === query ||
      (digits !== null && country.dialCode.replace('+', '').startsWith(digits)),
  )
}

/** Index of the first country whose name starts with `query` (ignoring case), or -1. */
export const findCountryByPrefix = (countries: readonly PhoneCountry[], query: string): number => {
  const prefix = query.toLowerCase()
  if (!prefix) return -1
  return countries.findIndex((country) => country.name.toLowerCase().startsWith(prefix))
}
