import { describe, expect, it } from 'vitest'
import { discountPercent, discountTextOf } from './discount-text.ts'

describe('discountPercent', () => {
  it('rounds to a whole percent', () => {
    expect(discountPercent(10_000, 8_000)).toBe(20)
    expect(discountPercent(29_900, 24_900)).toBe(17)
    expect(discountPercent(3, 2)).toBe(33)
  })
})

describe('discountTextOf', () => {
  it('labels a discount in the language asked, and nothing without a former price', () => {
    expect(discountTextOf(10_000, 8_000, 'en')).toBe('-20%')
    expect(discountTextOf(10_000, 8_000, 'ar')).toBe('خصم 20%')
    expect(discountTextOf(null, 8_000, 'ar')).toBeNull()
  })
})
