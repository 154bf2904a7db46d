'use client'

import type { Direction } from '@matjar/core'
import { clsx } from 'clsx'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { arrowStep, useDirection } from './direction.tsx'
import { useControllableState } from './use-controllable.ts'

export interface RadioOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface RadioGroupProps {
  label: string
  options: readonly RadioOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  name?: string
  orientation?: 'horizontal' | 'vertical'
  dir?: Direction
  className?: string
}

/**
 * Native radios in a labelled group. Arrow keys move and choose (skipping disabled options,
 * wrapping), ArrowRight/ArrowLeft flipped in RTL through `arrowStep`; Tab enters on the chosen one.
 */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue = '',
  onValueChange,
  name,
  orientation = 'vertical',
  dir,
  className,
}: RadioGroupProps) {
  const direction = useDirection(dir)
  const ownName = useId()
  const [chosen, choose] = useControllableState(value, defaultValue, onValueChange)
  const inputs = useRef(new Map<string, HTMLInputElement>())
  const enabled = options.filter((option) => !option.disabled)

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, current: string) => {
    const step = arrowStep(event.key, direction)
    if (!step || enabled.length === 0) return
    event.preventDefault()
    const at = enabled.findIndex((option) => option.value === current)
    const next = enabled[(at + step + enabled.length) % enabled.length]
    if (!next) return
    choose(next.value)
    inputs.current.get(next.value)?.focus()
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-orientation={orientation}
      className={clsx('matjar-radio-group', className)}
      data-orientation={orientation}
      dir={direction}
    >
      {options.map((option, index) => {
        const checked = option.value === chosen
        const focusable = checked || (!chosen && index === 0)
        return (
          <label
            key={option.value}
            className="matjar-radio"
            data-state={checked ? 'checked' : 'unchecked'}
            data-disabled={option.disabled ? '' : undefined}
          >
            <input
              ref={(element) => {
                if (element) inputs.current.set(option.value, element)
                else inputs.current.delete(option.value)
              }}
              type="radio"
              name={name ?? ownName}
              value={option.value}
              checked={checked}
              disabled={option.disabled}
              tabIndex={focusable ? 0 : -1}
              onChange={() => choose(option.value)}
              onKeyDown={(event) => onKeyDown(event, option.value)}
            />
            <span>{option.label}</span>
          </label>
        )
      })}
    </div>
  )
}
