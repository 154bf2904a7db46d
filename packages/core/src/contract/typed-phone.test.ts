import { describe, expect, it } from 'vitest'
import { phoneSchema } from './phone.ts'
import { toWirePhone } from './typed-phone.ts'

describe('a Saudi phone number as typed', () => {
  it('becomes the international form, whatever the local way of writing it', () => {
    for (const typed of [
      '0501234567',
      '501234567',
      '050 123 4567',
      '050-123-4567',
      '00966501234567',
      '966501234567',
      '+966 50 123 4567',
      '٠٥٠١٢٣٤٥٦٧',
    ]) {
      expect(toWirePhone(typed), typed).toBe('+966501234567')
      expect(phoneSchema.safeParse(toWirePhone(typed)).success, typed).toBe(true)
    }
  })

  it('keeps another country’s number typed with its plus, and leaves nonsense for the check', () => {
    expect(toWirePhone('+44 20 7946 0958')).toBe('+442079460958')
    expect(phoneSchema.safeParse(toWirePhone('call me')).success).toBe(false)
    expect(phoneSchema.safeParse(toWirePhone('12')).success).toBe(false)
  })
})
