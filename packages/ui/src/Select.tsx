'use client'

import { clsx } from 'clsx'
import type { SelectHTMLAttributes } from 'react'
import { Field } from './Field.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { useControllableState } from './use-controllable.ts'

export interface SelectOption {
  value: string
  label: string
  disabled?: boolean
}

export interface SelectProps
  extends Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'id' | 'value' | 'defaultValue' | 'onChange'
  > {
  label: string
  options: readonly SelectOption[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** A first, empty choice such as "Choose a city". */
  placeholder?: string
  error?: string | null
}

/**
 * A native select (the platform's list on phones, typing to find, forms) in the theme's look:
 * sort options, cities, address types.
 */
export function Select({
  label,
  options,
  value,
  defaultValue = '',
  onValueChange,
  placeholder,
  error,
  className,
  ...select
}: SelectProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange)
  return (
    <Field
      className={clsx('matjar-field', className)}
      label={label}
      error={error}
      disabled={select.disabled}
    >
      {(control) => (
        <div className="matjar-field-control matjar-select">
          <select
            {...select}
            {...control}
            className="matjar-field-input"
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDownIcon size={16} />
        </div>
      )}
    </Field>
  )
}
