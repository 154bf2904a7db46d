'use client'

import { countdownParts, type Language, sdkMessages } from '@matjar/core'
import { clsx } from 'clsx'
import { useEffect, useState } from 'react'
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
  const units = [
    { value: parts.days, label: t('countdown.days', { count: parts.days }) },
    { value: parts.hours, label: t('countdown.hour') },
    { value: parts.minutes, label: t('countdown.minute') },
    { value: parts.seconds, label: t('countdown.second') },
  ]
  return (
    <span
      className={clsx('matjar-countdown', className)}
      role="timer"
      aria-live="off"
      data-ended={parts.ended ? '' : undefined}
    >
      {units.map((unit) => (
        <span key={unit.label} className="matjar-countdown-unit">
          <span className="matjar-countdown-value">{unit.value}</span> {unit.label}
        </span>
      ))}
    </span>
  )
}
