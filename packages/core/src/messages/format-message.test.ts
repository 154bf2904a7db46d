import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-message.ts'
import { parseMessage } from './parse-message.ts'
import { pluralCategory } from './plural-category.ts'
import { translate } from './sdk-messages.ts'

describe('translate', () => {
  it('gives the cart failure in both languages', () => {
    expect(translate('en', 'cart.add_failed')).toBe('Failed to add item to cart')
    expect(translate('ar', 'cart.add_failed')).toBe('تعذّرت إضافة المنتج إلى السلة')
  })

  it('fills placeholders of server field errors and missing routes', () => {
    expect(translate('en', 'form.error_in', { field: 'email' })).toBe('Error in email')
    expect(translate('ar', 'form.error_in', { field: translate('ar', 'field.phone') })).toBe(
      'خطأ في رقم الجوال',
    )
    expect(translate('en', 'error_page.route_not_found', { path: '/nowhere' })).toBe(
      'Page Not Found: /nowhere',
    )
  })

  it('keeps a missing value visible instead of dropping it', () => {
    expect(translate('en', 'form.error_in')).toBe('Error in {field}')
  })

  it('agrees the day unit with its number in English', () => {
    expect(translate('en', 'countdown.days', { count: 1 })).toBe('day')
    expect(translate('en', 'countdown.days', { count: 0 })).toBe('days')
    expect(translate('en', 'countdown.days', { count: 12 })).toBe('days')
  })

  it('agrees the day unit with its number in Arabic', () => {
    const days = (count: number) => translate('ar', 'countdown.days', { count })
    expect(days(1)).toBe('يوم')
    expect(days(2)).toBe('يومان')
    expect(days(3)).toBe('أيام')
    expect(days(10)).toBe('أيام')
    expect(days(11)).toBe('يومًا')
    expect(days(99)).toBe('يومًا')
    expect(days(100)).toBe('يوم')
    expect(days(103)).toBe('أيام')
  })
})

describe('formatMessage', () => {
  it('prefers an exact =N option and writes # as the count', () => {
    const message = '{n, plural, =0 {no items} one {# item} other {# items}}'
    expect(formatMessage(message, 'en', { n: 0 })).toBe('no items')
    expect(formatMessage(message, 'en', { n: 1 })).toBe('1 item')
    expect(formatMessage(message, 'en', { n: 7 })).toBe('7 items')
  })

  it('follows ICU apostrophe quoting', () => {
    expect(formatMessage("It''s '{literal}' and {x}", 'en', { x: 'y' })).toBe(
      "It's {literal} and y",
    )
    expect(formatMessage("shop's", 'en')).toBe("shop's")
  })

  it('rejects what it cannot render', () => {
    expect(() => parseMessage('{a, select, x {1} other {2}}')).toThrow(SyntaxError)
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow(/other/)
    expect(() => parseMessage('Error in {field')).toThrow(SyntaxError)
    expect(() => parseMessage('oops }')).toThrow(SyntaxError)
  })
})

describe('pluralCategory', () => {
  it('matches the CLDR rules the runtime knows, for English and Arabic', () => {
    for (const language of ['en', 'ar'] as const) {
      const rules = new Intl.PluralRules(language)
      for (let n = 0; n <= 1200; n++) {
        expect({ n, category: pluralCategory(language, n) }).toEqual({
          n,
          category: rules.select(n),
        })
      }
    }
  })
})
