'use client'

import { clsx } from 'clsx'
import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { CheckIcon } from './icons.tsx'
import { useControllableState } from './use-controllable.ts'

export interface CheckboxProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'checked' | 'defaultChecked' | 'onChange'
  > {
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  error?: string | null
}

/** A native checkbox (keyboard and forms for free) with `data-state="checked|unchecked"`. */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  error,
  className,
  ...input
}: CheckboxProps) {
  const id = useId()
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange)
  const state = on ? 'checked' : 'unchecked'
  return (
    <div
      className={clsx('matjar-check', className)}
      data-state={state}
      data-invalid={error ? '' : undefined}
      data-disabled={input.disabled ? '' : undefined}
    >
      <span className="matjar-check-box" data-state={state}>
        <input
          {...input}
          id={id}
          type="checkbox"
          checked={on}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setOn(event.currentTarget.checked)}
        />
        <CheckIcon size={14} />
      </span>
      <label htmlFor={id}>{label}</label>
      {error ? (
        <p id={`${id}-error`} className="matjar-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
