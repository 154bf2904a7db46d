import { describe, expect, it } from 'vitest'
import { translate } from '../messages/sdk-messages.ts'
import { PAGINATION_KEYS, RATING_FILTERS, SORT_OPTIONS } from './catalogue-filters.ts'

describe('catalogue filters', () => {
  it('offers the two price sorts', () => {
    expect(SORT_OPTIONS.map((o) => translate('en', o.labelKey))).toEqual([
      'Highest price',
      'Lowest price',
    ])
    expect(SORT_OPTIONS.map((o) => translate('ar', o.labelKey))).toEqual([
      'الأعلى سعرًا',
      'الأقل سعرًا',
    ])
  })

  it('offers rating filters from 5 stars down to 2 and up', () => {
    expect(RATING_FILTERS.map((f) => [f.rating, translate('en', f.labelKey)])).toEqual([
      [5, '5 stars'],
      [4, '4 and up'],
      [3, '3 and up'],
      [2, '2 and up'],
    ])
    expect(translate('ar', RATING_FILTERS[1].labelKey)).toBe('4 فأكثر')
  })

  it('names the pagination controls', () => {
    expect(Object.values(PAGINATION_KEYS).map((k) => translate('en', k))).toEqual([
      'Prev',
      'Next',
      'Load More',
    ])
    expect(Object.values(PAGINATION_KEYS).map((k) => translate('ar', k))).toEqual([
      'السابق',
      'التالي',
      'تحميل المزيد',
    ])
  })
})
