import { formatMessage, TOTAL_CAP } from '@matjar/core'
import { describe, expect, it } from 'vitest'
import shopAr from './messages/shop.ar.ts'
import shopEn from './messages/shop.en.ts'
import { countKey } from './result-count.ts'

const meta = { page: 1, per_page: 20, total: TOTAL_CAP, last_page: TOTAL_CAP / 20 }

describe('how many products a listing says it has', () => {
  it('says "more than" when the API stopped counting, the count itself otherwise', () => {
    const say = (capped: boolean, language: 'en' | 'ar') => {
      const key = countKey(capped ? { ...meta, total_capped: true } : meta)
      return formatMessage((language === 'en' ? shopEn : shopAr)[key], language, {
        count: TOTAL_CAP,
      })
    }
    expect(say(true, 'en')).toBe('More than 10000 products')
    expect(say(true, 'ar')).toBe('أكثر من 10000 منتج')
    expect(say(false, 'en')).toBe('10000 products')
  })
})
