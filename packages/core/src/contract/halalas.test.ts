import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromHalalas, toHalalas } from './halalas.ts'

describe('toHalalas', () => {
  it('reads wire amounts as whole halalas', () => {
    expect(toHalalas('12.50')).toBe(1250)
    expect(toHalalas('0.05')).toBe(5)
    expect(toHalalas('0.00')).toBe(0)
    expect(toHalalas('-3.07')).toBe(-307)
    expect(toHalalas('1234567.89')).toBe(123456789)
  })

  it('gives zero, not minus zero, for "-0.00"', () => {
    expect(Object.is(toHalalas('-0.00'), 0)).toBe(true)
  })

  it('refuses strings that are not two-decimal amounts', () => {
    for (const bad of [
      '12.5',
      '12',
      '12.505',
      '',
      ' 12.50',
      '12.50 ',
      '+1.00',
      '1,000.00',
      '١٢.٥٠',
      'abc',
      '.50',
      '1e3.00',
    ]) {
      expect(() => toHalalas(bad), bad).toThrow(TypeError)
    }
  })

  it('refuses amounts too large to count exactly', () => {
    expect(() => toHalalas('90071992547409.92')).toThrow(RangeError)
    expect(toHalalas('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER)
  })
})

describe('fromHalalas', () => {
  it('writes halalas with exactly two decimals', () => {
    expect(fromHalalas(1250)).toBe('12.50')
    expect(fromHalalas(5)).toBe('0.05')
    expect(fromHalalas(0)).toBe('0.00')
    expect(fromHalalas(-5)).toBe('-0.05')
    expect(fromHalalas(-123456)).toBe('-1234.56')
  })

  it('refuses fractions of a halala and unsafe numbers', () => {
    expect(() => fromHalalas(12.5)).toThrow(RangeError)
    expect(() => fromHalalas(Number.NaN)).toThrow(RangeError)
    expect(() => fromHalalas(2 ** 53)).toThrow(RangeError)
  })

  it('round-trips with toHalalas for every safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (halalas) => {
        expect(toHalalas(fromHalalas(halalas))).toBe(halalas)
      }),
    )
  })

  it('round-trips every well-formed wire string', () => {
    const wire = fc
      .tuple(fc.boolean(), fc.nat({ max: 10 ** 12 }), fc.integer({ min: 0, max: 99 }))
      .map(([negative, riyals, cents]) => {
        const text = `${riyals}.${String(cents).padStart(2, '0')}`
        return negative && (riyals > 0 || cents > 0) ? `-${text}` : text
      })
    fc.assert(
      fc.property(wire, (money) => {
        expect(fromHalalas(toHalalas(money))).toBe(money)
      }),
    )
  })
})
