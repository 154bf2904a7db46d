import { moneySchema } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { formatHalalas } from './money.ts'

describe('formatHalalas', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [100, '1.00'],
    [123_456_789, '1234567.89'],
    [-1250, '-12.50'],
  ])('%i halalas is "%s"', (halalas, money) => {
    expect(formatHalalas(halalas)).toBe(money)
    expect(moneySchema.parse(money)).toBe(money)
  })

  it('refuses fractions of a halala', () => {
    expect(() => formatHalalas(0.5)).toThrow(RangeError)
  })
})
