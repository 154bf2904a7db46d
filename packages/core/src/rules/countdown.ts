import type { MessageKey } from '../messages/message-key.ts'

export type CountdownParts = {
  readonly days: number
  readonly hours: number
  readonly minutes: number
  readonly seconds: number
  /** True once no time remains. */
  readonly ended: boolean
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Time left split into days, hours (0–23), minutes and seconds (0–59), whole units rounded down
 * so a countdown never shows more time than remains. Past or invalid times give all zeros.
 */
export const countdownParts = (msRemaining: number): CountdownParts => {
  const left = Number.isFinite(msRemaining) && msRemaining > 0 ? Math.floor(msRemaining) : 0
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
    ended: left < SECOND,
  }
}

/**
 * Unit labels of the countdown (spec §4). `countdown.days` is an ICU plural: translate it with
 * `{ count: days }` to get "day"/"days" (and the Arabic forms).
 */
export const COUNTDOWN_UNIT_KEYS = {
  second: 'countdown.second',
  minute: 'countdown.minute',
  hour: 'countdown.hour',
  day: 'countdown.day',
  days: 'countdown.days',
} as const satisfies Record<string, MessageKey>
