import { formatMessage, sdkMessages } from '@matjar/core'
import { beforeAll, describe, expect, it } from 'vitest'
import accountAr from './account.ar.ts'
import accountEn from './account.en.ts'
import catalogueAr from './catalogue.ar.ts'
import catalogueEn from './catalogue.en.ts'
import shopAr from './shop.ar.ts'
import shopEn from './shop.en.ts'

const COUNTS = [0, 1, 2, 3, 11, 100] as const

const account = { en: accountEn, ar: accountAr }
const catalogue = { en: catalogueEn, ar: catalogueAr }
const shop = { en: shopEn, ar: shopAr }

/** A message of one of the shop's catalogues in English and in Arabic. */
const both = <Key extends string>(
  catalogues: { en: Record<Key, string>; ar: Record<Key, string> },
  key: Key,
) => ({ en: catalogues.en[key], ar: catalogues.ar[key] })

/** Counted words several units render for 0, 1, 2, 3, 11 and 100. */
const EN = {
  items: ['0 items', '1 item', '2 items', '3 items', '11 items', '100 items'],
  points: ['0 points', '1 point', '2 points', '3 points', '11 points', '100 points'],
  stars: ['0 stars', '1 star', '2 stars', '3 stars', '11 stars', '100 stars'],
}
const AR = {
  pieces: ['0 قطعة', 'قطعة واحدة', 'قطعتان', '3 قطع', '11 قطعة', '100 قطعة'],
  points: ['0 نقطة', 'نقطة واحدة', 'نقطتان', '3 نقاط', '11 نقطة', '100 نقطة'],
  stars: ['0 نجمة', 'نجمة واحدة', 'نجمتان', '3 نجوم', '11 نجمة', '100 نجمة'],
  products: ['لا منتجات', 'منتج واحد', 'منتجان', '3 منتجات', '11 منتجًا', '100 منتج'],
}

/**
 * Every counted unit of the shop's words, rendered for 0, 1, 2, 3, 11 and 100 in both
 * languages: English one/other, Arabic zero/one/two/few/many/other (CLDR), numbers in the shop's
 * Latin digits. Each row: the unit, its message in English and Arabic, what they render.
 */
const UNITS: {
  unit: string
  en: string
  ar: string
  value: string
  extra?: Record<string, string>
  expected: { en: readonly string[]; ar: readonly string[] }
}[] = [
  {
    unit: 'items of an order',
    ...both(account, 'itemCount'),
    value: 'count',
    expected: { en: EN.items, ar: AR.pieces },
  },
  {
    unit: 'points',
    ...both(account, 'pointsBalance'),
    value: 'points',
    expected: { en: EN.points, ar: AR.points },
  },
  {
    unit: 'stars',
    ...both(catalogue, 'starsUp'),
    value: 'n',
    expected: {
      en: EN.stars.map((each) => `${each} & up`),
      ar: AR.stars.map((each) => `${each} فأكثر`),
    },
  },
  {
    unit: 'units for the wholesale price',
    ...both(catalogue, 'wholesaleOnCard'),
    value: 'min',
    extra: { price: 'P' },
    expected: {
      en: [
        'Wholesale P from 0 units',
        'Wholesale P from 1 unit',
        'Wholesale P from 2 units',
        'Wholesale P from 3 units',
        'Wholesale P from 11 units',
        'Wholesale P from 100 units',
      ],
      ar: [
        'الجملة P ابتداءً من 0 وحدة',
        'الجملة P ابتداءً من وحدة واحدة',
        'الجملة P ابتداءً من وحدتين',
        'الجملة P ابتداءً من 3 وحدات',
        'الجملة P ابتداءً من 11 وحدة',
        'الجملة P ابتداءً من 100 وحدة',
      ],
    },
  },
  {
    unit: 'products',
    ...both(shop, 'resultCount'),
    value: 'count',
    expected: {
      en: ['0 products', '1 product', '2 products', '3 products', '11 products', '100 products'],
      ar: AR.products,
    },
  },
  {
    unit: 'items in the header’s cart',
    ...both(shop, 'cartItems'),
    value: 'count',
    expected: { en: EN.items, ar: AR.products },
  },
  {
    unit: 'search suggestions',
    ...both(shop, 'suggestionCount'),
    value: 'count',
    expected: {
      en: [
        '0 suggestions',
        '1 suggestion',
        '2 suggestions',
        '3 suggestions',
        '11 suggestions',
        '100 suggestions',
      ].map((each) => `${each}: use the up and down arrows`),
      ar: ['لا اقتراحات', 'اقتراح واحد', 'اقتراحان', '3 اقتراحات', '11 اقتراحًا', '100 اقتراح'].map(
        (each) => `${each}: استخدم سهمي الأعلى والأسفل`,
      ),
    },
  },
  {
    unit: 'stars of an order’s rating',
    ...both(account, 'ratedWith'),
    value: 'stars',
    expected: {
      en: EN.stars.map((each) => `You rated this order ${each} of 5`),
      ar: AR.stars.map((each) => `قيّمت هذا الطلب: ${each} من 5`),
    },
  },
  {
    unit: 'points too few to convert',
    ...both(account, 'pointsTooFew'),
    value: 'minimum',
    expected: {
      en: EN.points.map((each) => `Convert at least ${each}`),
      ar: AR.points.map((each) => `حوّل ${each} على الأقل`),
    },
  },
  {
    unit: 'points too many to convert',
    ...both(account, 'pointsTooMany'),
    value: 'points',
    expected: {
      en: EN.points.map((each) => `You have ${each}`),
      ar: AR.points.map((each) => `لديك ${each}`),
    },
  },
]

const COUNTDOWN = {
  days: {
    en: ['0 days', '1 day', '2 days', '3 days', '11 days', '100 days'],
    ar: ['0 يوم', 'يوم واحد', 'يومان', '3 أيام', '11 يومًا', '100 يوم'],
  },
  hours: {
    en: ['0 hours', '1 hour', '2 hours', '3 hours', '11 hours', '100 hours'],
    ar: ['0 ساعة', 'ساعة واحدة', 'ساعتان', '3 ساعات', '11 ساعة', '100 ساعة'],
  },
  minutes: {
    en: ['0 minutes', '1 minute', '2 minutes', '3 minutes', '11 minutes', '100 minutes'],
    ar: ['0 دقيقة', 'دقيقة واحدة', 'دقيقتان', '3 دقائق', '11 دقيقة', '100 دقيقة'],
  },
  seconds: {
    en: ['0 seconds', '1 second', '2 seconds', '3 seconds', '11 seconds', '100 seconds'],
    ar: ['0 ثانية', 'ثانية واحدة', 'ثانيتان', '3 ثوانٍ', '11 ثانية', '100 ثانية'],
  },
} as const

describe('counted units in both catalogues', () => {
  it.each(UNITS)('$unit: 0, 1, 2, 3, 11 and 100', ({ en, ar, value, extra, expected }) => {
    const render = (message: string, language: 'en' | 'ar') =>
      COUNTS.map((n) => formatMessage(message, language, { ...extra, [value]: n }))
    expect(render(en, 'en')).toEqual(expected.en)
    expect(render(ar, 'ar')).toEqual(expected.ar)
  })

  describe('the countdown (the SDK catalogue)', () => {
    beforeAll(() => Promise.all([sdkMessages.load('en'), sdkMessages.load('ar')]))
    it.each(Object.entries(COUNTDOWN))('%s: 0, 1, 2, 3, 11 and 100', (unit, expected) => {
      const key = `countdown.${unit as keyof typeof COUNTDOWN}_count` as const
      for (const language of ['en', 'ar'] as const) {
        expect(COUNTS.map((count) => sdkMessages.translate(language, key, { count }))).toEqual(
          expected[language],
        )
      }
    })
    it('reads "23 hours 47 minutes", and ٢٣ ساعة / ساعتان / ٣ ساعات in Arabic (Latin digits)', () => {
      const say = (language: 'en' | 'ar', hours: number, minutes: number) =>
        `${sdkMessages.translate(language, 'countdown.hours_count', { count: hours })} ${sdkMessages.translate(language, 'countdown.minutes_count', { count: minutes })}`
      expect(say('en', 23, 47)).toBe('23 hours 47 minutes')
      expect(say('ar', 23, 47)).toBe('23 ساعة 47 دقيقة')
      expect(say('ar', 2, 2)).toBe('ساعتان دقيقتان')
      expect(say('ar', 3, 3)).toBe('3 ساعات 3 دقائق')
    })
  })
})
