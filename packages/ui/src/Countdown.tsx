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

/**
 * Time left until an offer ends: days, hours, minutes, seconds with their units in the language
 * (spec §4). Ticks every second in the browser.
 */
export function Countdown({ endsAt, language, now = Date.now, className }: CountdownProps) {
  const t = useMessages(sdkMessages, language)
  const [time, setTime] = useState(now)
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000)
    return () => clearInterval(timer)
  }, [now])
  const parts = countdownParts(Date.parse(endsAt) - time)
  // Each unit with its number, by the language's plural rules ("23 hours", "ساعتان", "3 ساعات").
  const units = [
    { unit: 'days', label: t('countdown.days_count', { count: parts.days }) },
    { unit: 'hours', label: t('countdown.hours_count', { count: parts.hours }) },
    { unit: 'minutes', label: t('countdown.minutes_count', { count: parts.minutes }) },
    { unit: 'seconds', label: t('countdown.seconds_count', { count: parts.seconds }) },
  ]
  return (
    <span
      className={clsx('matjar-countdown', className)}
      role="timer"
      aria-live="off"
      data-ended={parts.ended ? '' : undefined}
    >
      {units.map((unit, index) => (
        <Fragment key={unit.unit}>
          {/* A space between units: the timer reads "13 days 23 hours …" as text too. */}
          {index > 0 ? ' ' : null}
          <span className="matjar-countdown-unit" data-unit={unit.unit}>
            {/* The number stands out; a dual ("ساعتان") has none. */}
            {unit.label.split(/(\d+)/).map((part, index) =>
              /^\d+$/.test(part) ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message
                <span key={index} className="matjar-countdown-value">
                  {part}
                </span>
              ) : (
                part
              ),
            )}
          </span>
        </Fragment>
      ))}
    </span>
  )
}
