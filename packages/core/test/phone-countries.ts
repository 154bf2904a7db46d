import type { PhoneCountry } from '../src/phone/phone-countries.ts'

/**
 * A short list for the phone tests, in alphabetical order of its English names: two start with
 * "S" (type-to-find), two contain "Arab" (search), dial codes share a "+9" (search by digits).
 */
export const someCountries: PhoneCountry[] = [
  { code: 'EG', name: 'Egypt', dialCode: '+20' },
  { code: 'SA', name: 'Saudi Arabia', dialCode: '+966' },
  { code: 'SD', name: 'Sudan', dialCode: '+249' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
]
