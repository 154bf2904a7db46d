import type { Language } from '../locale/language.ts'

/** A country of the phone input's list. The list comes from the caller, in the shopper's language. */
export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. `SA`. */
  code: string
  /** Shown name, e.g. `Saudi Arabia` or `السعودية`. */
  name: string
  /** With or without the plus, e.g. `+966`. */
  dialCode: string
}

/** A starting list for the Gulf and beyond: code, dial code, English name, Arabic name. */
const GULF_AND_MORE: readonly (readonly [string, string, string, string])[] = [
  ['SA', '+966', 'Saudi Arabia', 'السعودية'],
  ['AE', '+971', 'United Arab Emirates', 'الإمارات'],
  ['KW', '+965', 'Kuwait', 'الكويت'],
  ['BH', '+973', 'Bahrain', 'البحرين'],
  ['QA', '+974', 'Qatar', 'قطر'],
  ['OM', '+968', 'Oman', 'عُمان'],
  ['YE', '+967', 'Yemen', 'اليمن'],
  ['JO', '+962', 'Jordan', 'الأردن'],
  ['EG', '+20', 'Egypt', 'مصر'],
  ['SD', '+249', 'Sudan', 'السودان'],
  ['MA', '+212', 'Morocco', 'المغرب'],
  ['TR', '+90', 'Turkey', 'تركيا'],
  ['PK', '+92', 'Pakistan', 'باكستان'],
  ['IN', '+91', 'India', 'الهند'],
  ['GB', '+44', 'United Kingdom', 'المملكة المتحدة'],
  ['US', '+1', 'United States', 'الولايات المتحدة'],
]

/** A starting list of countries in a language; pass your own for the shop's. */
export const defaultPhoneCountries = (language: Language): PhoneCountry[] =>
  GULF_AND_MORE.map(([code, dialCode, en, ar]) => ({
    code,
    dialCode,
    name: language === 'ar' ? ar : en,
  }))

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
