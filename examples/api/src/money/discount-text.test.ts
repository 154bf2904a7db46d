import { describe, expect, it } from 'vitest'
import { discountTextOf } from './discount-text.ts'

describe('discountTextOf', () => {
  it('labels a discount in the language asked, and nothing without a former price', () => {
    expect(discountTextOf(10_000, 8_000, 'en')).toBe('-20%')
    expect(discountTextOf(10_000, 8_000, 'ar')).toBe('خصم 20%')
    expect(discountTextOf(null, 8_000, 'ar')).toBeNull()
  })
})
