import { describe, expect, it } from 'vitest'
import { PHONE_MAX_INPUT_LENGTH } from './phone-limits.ts'
import { sanitizePhoneInput } from './sanitize-phone-input.ts'

describe('sanitizePhoneInput', () => {
  it('keeps digits, spaces, parentheses, plus and hyphen', () => {
    expect(sanitizePhoneInput('+966 (50) 123-4567')).toBe('+966 (50) 123-4567')
  })

  it('drops letters and other signs', () => {
    expect(sanitizePhoneInput('tel: +966.50/123#4567 ext')).toBe(' +966501234567 ')
  })

  it('turns Arabic-Indic and Persian digits into Latin ones', () => {
    expect(sanitizePhoneInput('٠٥٠ ١٢٣ ٤٥٦٧')).toBe('050 123 4567')
    expect(sanitizePhoneInput('۰۵۰۱۲۳۴۵۶۷')).toBe('0501234567')
  })

  it('stops at 250 characters', () => {
    expect(sanitizePhoneInput('1'.repeat(300))).toHaveLength(PHONE_MAX_INPUT_LENGTH)
  })
})
