'use client'

import { type Direction, type Language, reviewLabelKey, sdkMessages } from '@matjar/core'
import { clsx } from 'clsx'
import { useRef, useState } from 'react'
import { arrowStep, useDirection } from './direction.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface StarRatingProps {
  /** Shown stars (display), or the chosen stars (input, controlled). */
  value?: number
  defaultValue?: number
  /** Given: the rating is an input (a radio group of five review labels, spec §4). */
  onChange?: (stars: number) => void
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  /** Which way the arrow keys go; the `LocaleProvider`'s by default. */
  dir?: Direction
  className?: string
}

const STARS = [1, 2, 3, 4, 5] as const

/**
 * Stars: a display (an image named "4.5 out of 5 stars") or, with `onChange`, an input whose five
 * choices carry the review labels (excellent … bad). Arrow keys move the choice and flip in RTL.
 */
export function StarRating({
  value,
  defaultValue = 0,
  onChange,
  language,
  dir,
  className,
}: StarRatingProps) {
  const direction = useDirection(dir)
  const t = useMessages(uiMessages, language)
  const review = useMessages(sdkMessages, language)
  const [own, setOwn] = useState(defaultValue)
  const stars = value ?? own
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  if (!onChange) {
    return (
      <span
        role="img"
        aria-label={t('rating.summary', { rating: stars })}
        className={clsx('matjar-stars', className)}
        data-value={stars}
        dir={direction}
      >
        {STARS.map((star) => (
          <span
            key={star}
            aria-hidden="true"
            data-filled={star <= Math.round(stars) ? '' : undefined}
          >
            ★
          </span>
        ))}
      </span>
    )
  }

  const choose = (next: number) => {
    if (value === undefined) setOwn(next)
    onChange(next)
    refs.current[next - 1]?.focus()
  }
  return (
    <div
      role="radiogroup"
      aria-label={t('rating.choose')}
      className={clsx('matjar-stars', className)}
      data-value={stars}
      dir={direction}
    >
      {STARS.map((star) => {
        const key = reviewLabelKey(star)
        return (
          // biome-ignore lint/a11y/useSemanticElements: a star button is the radio; native radios cannot be styled as stars.
          <button
            key={star}
            ref={(element) => {
              refs.current[star - 1] = element
            }}
            type="button"
            role="radio"
            aria-checked={star === stars}
            aria-label={key ? review(key) : String(star)}
            tabIndex={star === (stars || 1) ? 0 : -1}
            data-filled={star <= stars ? '' : undefined}
            onClick={() => choose(star)}
            onKeyDown={(event) => {
              const step = arrowStep(event.key, direction)
              if (!step) return
              event.preventDefault()
              choose(Math.min(5, Math.max(1, (stars || 1) + step)))
            }}
          >
            ★
          </button>
        )
      })}
    </div>
  )
}
