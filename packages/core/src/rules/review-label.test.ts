import { describe, expect, it } from 'vitest'
import { translate } from '../messages/sdk-messages.ts'
import { reviewLabelKey } from './review-label.ts'

describe('reviewLabelKey', () => {
  it('labels ratings 5 to 1 from excellent to bad, in both languages', () => {
    const label = (rating: number, language: 'en' | 'ar') => {
      const key = reviewLabelKey(rating)
      return key && translate(language, key)
    }
    expect([5, 4, 3, 2, 1].map((r) => label(r, 'en'))).toEqual([
      'Excellent',
      'Good',
      'Middle',
      'Below average',
      'Bad',
    ])
    expect([5, 4, 3, 2, 1].map((r) => label(r, 'ar'))).toEqual([
      'ممتاز',
      'جيد',
      'متوسط',
      'دون المتوسط',
      'سيئ',
    ])
  })

  it('rounds average ratings to the nearest star', () => {
    expect(reviewLabelKey(4.5)).toBe('review.excellent')
    expect(reviewLabelKey(4.49)).toBe('review.good')
    expect(reviewLabelKey(1.2)).toBe('review.bad')
  })

  it('gives no label outside 1 to 5 stars', () => {
    expect(reviewLabelKey(0)).toBeUndefined()
    expect(reviewLabelKey(5.1)).toBeUndefined()
    expect(reviewLabelKey(Number.NaN)).toBeUndefined()
  })
})
