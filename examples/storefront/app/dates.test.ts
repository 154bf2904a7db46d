import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatDay, formatShortDateTime } from './dates.ts'

// 22:30 in London is 01:30 the next day in Riyadh: the shop's day, whatever the machine's zone.
const lateEvening = '2026-11-23T22:30:00Z'

describe('dates in the shop’s time zone', () => {
  it('read the same day on the server and in the page, in both languages', () => {
    expect(formatDate('en', lateEvening)).toBe('24 November 2026')
    expect(formatDate('ar', lateEvening)).toMatch(/^24 نوفمبر 2026/)
    expect(formatDateTime('en', lateEvening)).toMatch(/^24 November 2026.*01:30$/)
  })

  it('write a day the same way with and without its time (an order: ordered on, expected by)', () => {
    const day = (text: string) => /^\d{1,2} \S+ \d{4}/.exec(text)?.[0]
    for (const language of ['en', 'ar'] as const) {
      expect(day(formatDateTime(language, lateEvening))).toBe(formatDay(language, '2026-11-24'))
    }
  })

  it('write a ledger’s date short, in the shop’s day, with its time', () => {
    expect(formatShortDateTime('en', lateEvening)).toBe('24 Nov 2026, 01:30')
    expect(formatShortDateTime('ar', lateEvening)).toBe('24 نوفمبر 2026، 01:30 ص')
  })
})
