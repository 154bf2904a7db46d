'use client'

import { countdownParts, type Language, sdkMessages } from '@matjar/core'
import { clsx } from 'clsx'
import { Fragment, useEffect, useState } from 'react'
import { useMessages } from './use-messages.ts'

export interface CountdownProps {
  /** When the offer ends (ISO 8601). */
  endsAt: string
  /** The language of the units; the `LocaleProvider`'s by default. */
  language?: Language
  /** The clock, for tests and for server rendering (then the first render is stable). */
  now?: () => number
  className?: string
}

const UNITS = [
  ['days', 'countdown.days', 'countdown.days_count'],
  ['hours', 'countdown.hours', 'countdown.hours_count'],
  ['minutes', 'countdown.minutes', 'countdown.minutes_count'],
  ['seconds', 'countdown.seconds', 'countdown.seconds_count'],
] as const

/**
 * Time left until an offer ends (spec §4): a box per unit, each with its number and the unit's
 * word agreeing with it ("1 ساعة", "2 ساعتان", "3 ساعات" in Arabic, as Arabic shops show them),
 * from the first unit that is not zero ("6 seconds", not "0 days 0 hours 0 minutes 6 seconds").
 * Its accessible name says the time as a sentence ("ساعتان 47 دقيقة"). Ticks every second in the
 * browser.
 */
export function Countdown({ endsAt, language, now = Date.now, className }: CountdownProps) {
  const t = useMessages(sdkMessages, language)
  const [time, setTime] = useState(now)
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000)
    return () => clearInterval(timer)
  }, [now])
  const parts = countdownParts(Date.parse(endsAt) - time)
  // Leading zero units left out; the seconds always stay (an ended offer reads "0 seconds").
  const first = UNITS.findIndex(([unit]) => parts[unit] > 0)
  const shown = UNITS.slice(first === -1 ? UNITS.length - 1 : first)
  const spoken = shown.map(([unit, , sentence]) => t(sentence, { count: parts[unit] })).join(' ')
  return (
    <span
      className={clsx('matjar-countdown', className)}
      role="timer"
      aria-live="off"
      aria-label={spoken}
      data-ended={parts.ended ? '' : undefined}
    >
      {shown.map(([unit, word], index) => (
        <Fragment key={unit}>
          {/* A space between units: the timer reads "13 days 23 hours …" as text too. */}
          {index > 0 ? ' ' : null}
          <span className="matjar-countdown-unit" data-unit={unit} aria-hidden="true">
            <span className="matjar-countdown-value">{parts[unit]}</span>{' '}
            {t(word, { count: parts[unit] })}
          </span>
        </Fragment>
      ))}
    </span>
  )
}
