import { clsx } from 'clsx'
import { type InputHTMLAttributes, useId } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | null
  hint?: string
}

/** A labelled text input with its hint and its error text (`aria-invalid`, `aria-describedby`). */
export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={clsx('matjar-field', className)} data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="matjar-field-input"
      />
      {hint ? (
        <p id={hintId} className="matjar-field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="matjar-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
