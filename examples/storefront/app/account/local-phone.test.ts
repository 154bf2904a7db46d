import { describe, expect, it } from 'vitest'
import { localPhone } from './local-phone.ts'

describe('a saved phone number in the phone field', () => {
  it('shows a Saudi number without its calling code, which the country button already shows', () => {
    expect(localPhone('+966501234567')).toBe('0501234567')
  })
  it('keeps another country’s number whole, and nothing for no number', () => {
    expect(localPhone('+971501234567')).toBe('+971501234567')
    expect(localPhone(null)).toBe('')
  })
})
