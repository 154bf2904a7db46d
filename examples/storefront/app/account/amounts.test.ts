import { describe, expect, it } from 'vitest'
import { toAmount, toPoints } from './amounts.ts'

describe('what a customer types as a recharge amount', () => {
  it('becomes money with two decimals, in Latin or Arabic digits', () => {
    expect(toAmount('100')).toBe('100.00')
    expect(toAmount(' 100.5 ')).toBe('100.50')
    expect(toAmount('١٢٠٫٧٥')).toBe('120.75')
  })
  it('is refused when it is not a positive amount of whole halalas', () => {
    for (const input of ['', 'abc', '0', '0.00', '-5', '10.555', '1e3', '12,50']) {
      expect(toAmount(input), input).toBeNull()
    }
  })
  it('keeps a large amount as typed, so the form can say what the limit is', () => {
    expect(toAmount('99999999999')).toBe('99999999999.00')
  })
})

describe('what a customer types as points to convert', () => {
  it('is a whole number, in Latin or Arabic digits', () => {
    expect(toPoints('500')).toBe(500)
    expect(toPoints('٥٠٠')).toBe(500)
    expect(toPoints('5.5')).toBeNull()
    expect(toPoints('five')).toBeNull()
  })
})
