'use client'

import type { Language } from '@matjar/core'
import { clsx } from 'clsx'
import { type MouseEvent, useState } from 'react'
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
  /**
   * Inside a form: − and + become its submit buttons, sending `name` = the quantity they lead to,
   * so they work without JavaScript; with JavaScript they change the value in place as usual
   * (controlled and without `onChange`, they still post the form).
   */
  name?: string
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
  name,
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
  // In a form (`name`): a submit button for the browser, a step in place for the script.
  const stepButton = (to: number) =>
    name
      ? {
          type: 'submit' as const,
          name,
          value: String(to),
          onClick: (event: MouseEvent) => {
            // A controlled stepper without `onChange` cannot step: the form goes to its server.
            if (value !== undefined && !onChange) return
            event.preventDefault()
            set(to)
          },
        }
      : { type: 'button' as const, onClick: () => set(to) }
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
        {...stepButton(quantity - 1)}
        className="matjar-stepper-button"
        aria-label={t('quantity.decrease')}
        disabled={disabled || quantity <= min}
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
        {...stepButton(quantity + 1)}
        className="matjar-stepper-button"
        aria-label={t('quantity.increase')}
        disabled={disabled || quantity >= max}
      >
        +
      </button>
    </div>
  )
}
