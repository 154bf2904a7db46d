import { describe, expect, it } from 'vitest'
import { parsePhone } from './parse-phone.ts'
import { PHONE_MAX_INPUT_LENGTH } from './phone-limits.ts'

describe('parsePhone', () => {
  it('accepts a Saudi mobile number written internationally', () => {
    expect(parsePhone('+966 50 123 4567')).toEqual({
      valid: true,
      countryCode: '966',
      country: 'SA',
      formatted: '+966 50 123 4567',
      nationalNumber: '501234567',
      e164: '+966501234567',
    })
  })

  it('reads a national number with the default country', () => {
    expect(parsePhone('055 123 4567', 'SA')).toMatchObject({
      valid: true,
      country: 'SA',
      e164: '+966551234567',
    })
    expect(parsePhone('(055) 123-4567', 'SA')).toMatchObject({ valid: true, e164: '+966551234567' })
  })

  it('reads Arabic-Indic digits', () => {
    expect(parsePhone('٠٥٠١٢٣٤٥٦٧', 'SA')).toMatchObject({ valid: true, e164: '+966501234567' })
  })

  it('refuses Saudi numbers outside the country’s patterns', () => {
    // No Saudi mobile range starts with 52, and 6 starts no Saudi number.
    expect(parsePhone('+966 52 123 4567')).toMatchObject({ valid: false, country: 'SA' })
    expect(parsePhone('+966 61 234 5678')).toMatchObject({ valid: false })
    // Right prefix, wrong length.
    expect(parsePhone('+966 50 123 456')).toMatchObject({ valid: false })
    expect(parsePhone('+966 50 123 45678')).toMatchObject({ valid: false })
  })

  it('keeps another country’s number typed with its plus', () => {
    expect(parsePhone('+1 213 373 4253', 'SA')).toMatchObject({
      valid: true,
      country: 'US',
      countryCode: '1',
    })
  })

  it('names each parse error', () => {
    expect(parsePhone('+999 123 4567')).toEqual({ valid: false, error: 'INVALID_COUNTRY' })
    expect(parsePhone('0501234567')).toEqual({ valid: false, error: 'INVALID_COUNTRY' })
    expect(parsePhone('0501234567', 'XX' as never)).toEqual({
      valid: false,
      error: 'INVALID_COUNTRY',
    })
    expect(parsePhone('call me', 'SA')).toEqual({ valid: false, error: 'NOT_A_NUMBER' })
    expect(parsePhone('', 'SA')).toEqual({ valid: false, error: 'NOT_A_NUMBER' })
    expect(parsePhone('+966 5')).toEqual({ valid: false, error: 'TOO_SHORT' })
    expect(parsePhone(`+966 ${'5'.repeat(18)}`)).toEqual({ valid: false, error: 'TOO_LONG' })
  })

  it('reads up to 17 national digits and no more', () => {
    expect(parsePhone(`+966 ${'5'.repeat(17)}`)).toMatchObject({
      valid: false,
      nationalNumber: '5'.repeat(17),
    })
    expect(parsePhone(`+966 ${'5'.repeat(18)}`).error).toBe('TOO_LONG')
  })

  it('reads two national digits at least', () => {
    expect(parsePhone('+966 12')).toMatchObject({ valid: false, nationalNumber: '12' })
    expect(parsePhone('+966 1').error).toBe('TOO_SHORT')
  })

  it('refuses input longer than 250 characters', () => {
    const padded = (length: number) => `+966501234567${' '.repeat(length - 13)}`
    expect(parsePhone(padded(PHONE_MAX_INPUT_LENGTH))).toMatchObject({ valid: true })
    expect(parsePhone(padded(PHONE_MAX_INPUT_LENGTH + 1))).toEqual({
      valid: false,
      error: 'TOO_LONG',
    })
  })
})
