import { describe, expect, it } from 'vitest'
import { reviewFormSchema } from './review-form.ts'
import { validateForm } from './translate-issues.ts'

describe('reviewFormSchema', () => {
  it('reads the stars as the form sends them, in Latin or Arabic digits, and leaves a blank comment out', () => {
    expect(validateForm(reviewFormSchema, { rating: '4', comment: '  ' }, 'en')).toEqual({
      success: true,
      data: { rating: 4 },
    })
    expect(
      validateForm(reviewFormSchema, { rating: '٥', comment: ' Quick delivery ' }, 'ar'),
    ).toEqual({ success: true, data: { rating: 5, comment: 'Quick delivery' } })
  })

  it('asks for a choice of stars when none, or none of 1 to 5, was sent', () => {
    for (const rating of [undefined, '', '0', '6', '4.5', 'abc']) {
      expect(validateForm(reviewFormSchema, { rating }, 'en')).toEqual({
        success: false,
        errors: { rating: ['Choose from 1 to 5 stars'] },
      })
      expect(validateForm(reviewFormSchema, { rating }, 'ar')).toEqual({
        success: false,
        errors: { rating: ['اختر من نجمة إلى 5 نجوم'] },
      })
    }
  })

  it('refuses a comment too long or with hidden characters, in the shopper’s language', () => {
    expect(
      validateForm(reviewFormSchema, { rating: '3', comment: 'a'.repeat(1001) }, 'en'),
    ).toEqual({ success: false, errors: { comment: ['This text is too long'] } })
    expect(validateForm(reviewFormSchema, { rating: '3', comment: 'good\u202Ebad' }, 'ar')).toEqual(
      {
        success: false,
        errors: {
          comment: [
            'لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية',
          ],
        },
      },
    )
  })
})
