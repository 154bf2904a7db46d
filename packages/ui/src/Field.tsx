'use client'

import { type HTMLAttributes, type ReactNode, useId } from 'react'

/** What a field's control needs to be labelled and described: spread it on the input. */
interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'id'> {
  /** The control's id, when the caller derives others from it; generated otherwise. */
  id?: string
  label: ReactNode
  /** Shown under the control and announced with it. */
  hint?: ReactNode
  /** Shown under the control, announced with it, and marks it invalid. */
  error?: ReactNode
  disabled?: boolean | undefined
  /** The label after the control (a checkbox's), without the field label's look. */
  labelAfter?: boolean
  /** The control, given its id and ARIA wiring. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The wiring every form field shares (internal): a label tied to the control, the hint and the
 * error under it with ids the control's `aria-describedby` names, `aria-invalid` and the
 * wrapper's `data-invalid` / `data-disabled` while there is an error or the field is disabled.
 */
export function Field({
  id: given,
  label,
  hint,
  error,
  disabled,
  labelAfter = false,
  children,
  ...wrapper
}: FieldProps) {
  const generated = useId()
  const id = given ?? generated
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  }
  const labelled = labelAfter ? (
    <label htmlFor={id}>{label}</label>
  ) : (
    <label htmlFor={id} className="matjar-field-label">
      {label}
    </label>
  )
  return (
    <div
      {...wrapper}
      data-invalid={error ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      {labelAfter ? null : labelled}
      {children(control)}
      {labelAfter ? labelled : null}
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
