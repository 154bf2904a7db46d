import { describe, expect, it } from 'vitest'
import { currencyLabelOf, directionOf, toLanguage } from './language.ts'

describe('language', () => {
  it('maps Arabic to right-to-left and English to left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })
  it('falls back to English for unknown values', () => {
    expect(toLanguage('fr')).toBe('en')
    expect(toLanguage(undefined)).toBe('en')
    expect(toLanguage('ar')).toBe('ar')
  })
  it('labels the riyal per language', () => {
    expect(currencyLabelOf('en')).toBe('SAR')
    expect(currencyLabelOf('ar')).toBe('ريال')
  })
})
