'use client'

import type { Language } from '@matjar/core'
import { clsx } from 'clsx'
import { useState } from 'react'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface QuantityStepperProps {
  /** Controlled value; leave out and use `defaultValue` for an uncontrolled stepper. */
  value?: number
  defaultValue?: number
  onChange?: (quantity: number) => void
  min?: number
  max?: number
  disabled?: boolean
  /** The accessible name, e.g. the product's name. */
  label: string
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

/**
 * A quantity with − and + buttons (a spinbutton for assistive technology). Arrow Up/Down step,
 * Home/End jump to the bounds. State shows as `data-at-min`, `data-at-max`, `data-disabled`.
 */
export function QuantityStepper({
  value,
  defaultValue = 1,
  onChange,
  min = 1,
  max = 999,
  disabled = false,
  label,
  language,
  className,
}: QuantityStepperProps) {
  const t = useMessages(uiMessages, language)
  const [own, setOwn] = useState(defaultValue)
  const quantity = value ?? own
  const set = (next: number) => {
    const bounded = Math.min(max, Math.max(min, next))
    if (bounded === quantity || disabled) return
    if (value === undefined) setOwn(bounded)
    onChange?.(bounded)
  }
  // Arrow Up/Down step, Home/End jump to the bounds.
  const targetOf = (key: string): number | null =>
    key === 'ArrowUp'
      ? quantity + 1
      : key === 'ArrowDown'
        ? quantity - 1
        : key === 'Home'
          ? min
          : key === 'End'
            ? max
            : null
  return (
    <div
      className={clsx('matjar-stepper', className)}
      data-at-min={quantity <= min ? '' : undefined}
      data-at-max={quantity >= max ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <button
        type="button"
        className="matjar-stepper-button"
        aria-label={t('quantity.decrease')}
        disabled={disabled || quantity <= min}
        onClick={() => set(quantity - 1)}
      >
        −
      </button>
      <span
        role="spinbutton"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-valuenow={quantity}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-disabled={disabled || undefined}
        className="matjar-stepper-value"
        onKeyDown={(event) => {
          const target = targetOf(event.key)
          if (target === null) return
          event.preventDefault()
          set(target)
        }}
      >
        {quantity}
      </span>
      <button
        type="button"
        className="matjar-stepper-button"
        aria-label={t('quantity.increase')}
        disabled={disabled || quantity >= max}
        onClick={() => set(quantity + 1)}
      >
        +
      </button>
    </div>
  )
}
