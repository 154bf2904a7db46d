import { describe, expect, it } from 'vitest'
import { countryOfTyped } from './typed-country.ts'

describe('countryOfTyped', () => {
  it('tells the country as soon as the calling code does, spaces and Arabic digits alike', () => {
    expect(countryOfTyped('+971')).toEqual({ callingCode: '971', country: 'AE' })
    expect(countryOfTyped('+971 50 123 4567')).toEqual({ callingCode: '971', country: 'AE' })
    expect(countryOfTyped('+٩٧١٥٠١٢٣٤٥٦٧')).toEqual({ callingCode: '971', country: 'AE' })
    expect(countryOfTyped('+20 10 1234 5678')).toEqual({ callingCode: '20', country: 'EG' })
  })

  it('gives only the calling code while a shared one cannot tell the country yet', () => {
    expect(countryOfTyped('+44')).toEqual({ callingCode: '44' })
    expect(countryOfTyped('+1 416')).toEqual({ callingCode: '1' })
    expect(countryOfTyped('+1 416 555 1234')).toEqual({ callingCode: '1', country: 'CA' })
  })

  it('says nothing of a national number, a bare plus or an unknown code', () => {
    expect(countryOfTyped('0501234567')).toEqual({})
    expect(countryOfTyped('+')).toEqual({})
    expect(countryOfTyped('+97')).toEqual({})
    expect(countryOfTyped('+999')).toEqual({})
  })
})
