'use client'

import { clsx } from 'clsx'
import type { InputHTMLAttributes, ReactNode } from 'react'
import { Field } from './Field.tsx'
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
  const [on, setOn] = useControllableState(checked, defaultChecked, onCheckedChange)
  const state = on ? 'checked' : 'unchecked'
  return (
    <Field
      className={clsx('matjar-check', className)}
      data-state={state}
      label={label}
      labelAfter
      error={error}
      disabled={input.disabled}
    >
      {(control) => (
        <span className="matjar-check-box" data-state={state}>
          <input
            {...input}
            {...control}
            type="checkbox"
            checked={on}
            onChange={(event) => setOn(event.currentTarget.checked)}
          />
          <CheckIcon size={14} />
        </span>
      )}
    </Field>
  )
}
