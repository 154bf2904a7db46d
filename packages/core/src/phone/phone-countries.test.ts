import { describe, expect, it } from 'vitest'
import { someCountries } from '../../test/phone-countries.ts'
import { filterCountries, findCountryByPrefix, type PhoneCountry } from './phone-countries.ts'

const countries = someCountries
const codes = (list: readonly PhoneCountry[]) => list.map((country) => country.code)

describe('filterCountries', () => {
  it('keeps every country for an empty or blank text', () => {
    expect(filterCountries(countries, '')).toBe(countries)
    expect(filterCountries(countries, '   ')).toBe(countries)
  })

  it('matches names anywhere, ignoring case', () => {
    expect(codes(filterCountries(countries, 'arab'))).toEqual(['SA', 'AE'])
    expect(codes(filterCountries(countries, 'SUD'))).toEqual(['SD'])
  })

  it('matches the code exactly and the dial code by its start', () => {
    expect(codes(filterCountries(countries, 'ae'))).toEqual(['AE'])
    expect(codes(filterCountries(countries, '+9'))).toEqual(['SA', 'AE'])
    expect(codes(filterCountries(countries, '966'))).toEqual(['SA'])
    expect(codes(filterCountries(countries, '66'))).toEqual([])
  })

  it('works with Arabic names', () => {
    const arabic: PhoneCountry[] = [
      { code: 'SA', name: 'السعودية', dialCode: '+966' },
      { code: 'EG', name: 'مصر', dialCode: '+20' },
    ]
    expect(codes(filterCountries(arabic, 'مص'))).toEqual(['EG'])
  })
})

describe('findCountryByPrefix', () => {
  it('finds the first country whose name starts with the query, ignoring case', () => {
    expect(findCountryByPrefix(countries, 's')).toBe(1)
    expect(findCountryByPrefix(countries, 'SU')).toBe(2)
    expect(findCountryByPrefix(countries, 'saudi a')).toBe(1)
  })

  it('is -1 for no match or an empty query', () => {
    expect(findCountryByPrefix(countries, 'x')).toBe(-1)
    expect(findCountryByPrefix(countries, 'arab')).toBe(-1)
    expect(findCountryByPrefix(countries, '')).toBe(-1)
  })
})
