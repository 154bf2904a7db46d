import { describe, expect, it } from 'vitest'
import { translate } from '../messages/sdk-messages.ts'
import { COUNTDOWN_UNIT_KEYS, countdownParts } from './countdown.ts'

const ms = ({ d = 0, h = 0, m = 0, s = 0 }) => (((d * 24 + h) * 60 + m) * 60 + s) * 1000

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(ms({ d: 2, h: 5, m: 10, s: 30 }))).toEqual({
      days: 2,
      hours: 5,
      minutes: 10,
      seconds: 30,
      ended: false,
    })
  })

  it('rounds down so it never shows more time than is left', () => {
    expect(countdownParts(ms({ m: 1 }) - 1)).toMatchObject({ minutes: 0, seconds: 59 })
    expect(countdownParts(ms({ d: 1 }) - 1)).toMatchObject({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    })
  })

  it('ends at zero for past, sub-second or invalid times', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true }
    expect(countdownParts(-5000)).toEqual(zero)
    expect(countdownParts(999)).toEqual(zero)
    expect(countdownParts(Number.NaN)).toEqual(zero)
  })

  it('names its units in both languages', () => {
    const units = ['second', 'minute', 'hour', 'day'] as const
    expect(units.map((u) => translate('en', COUNTDOWN_UNIT_KEYS[u]))).toEqual([
      'second',
      'minute',
      'hour',
      'day',
    ])
    expect(units.map((u) => translate('ar', COUNTDOWN_UNIT_KEYS[u]))).toEqual([
      'ثانية',
      'دقيقة',
      'ساعة',
      'يوم',
    ])
    expect(translate('en', COUNTDOWN_UNIT_KEYS.days, { count: 3 })).toBe('days')
    expect(translate('ar', COUNTDOWN_UNIT_KEYS.days, { count: 3 })).toBe('أيام')
  })
})
