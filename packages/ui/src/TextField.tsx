'use client'

import type { Language } from '@matjar/core'
import { clsx } from 'clsx'
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react'
import { Field } from './Field.tsx'
import { EyeIcon, EyeOffIcon } from './icons.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  /** Shown under the field, announced with it, and marks it invalid. */
  error?: string | null
  hint?: string
  /** Something inside the field at its end (a show-password button, a unit). */
  end?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * Emails, phone numbers, addresses and passwords are written left to right in Arabic too: their
 * inputs keep `dir="ltr"` inside an RTL page, so `sara@` does not read as `@sara`.
 */
const LEFT_TO_RIGHT_TYPES = new Set(['email', 'tel', 'url', 'password'])

/** A labelled text input with its hint and its error text (`aria-invalid`, `aria-describedby`). */
export function TextField({ label, error, hint, end, className, ...input }: TextFieldProps) {
  return (
    <Field
      className={clsx('matjar-field', className)}
      label={label}
      hint={hint}
      error={error}
      disabled={input.disabled}
    >
      {(control) => (
        <div className="matjar-field-control">
          <input
            {...input}
            dir={input.dir ?? (LEFT_TO_RIGHT_TYPES.has(input.type ?? '') ? 'ltr' : undefined)}
            {...control}
            className="matjar-field-input"
          />
          {end}
        </div>
      )}
    </Field>
  )
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end'> {
  /** Controlled visibility; leave out for the field to keep it. */
  visible?: boolean
  defaultVisible?: boolean
  onVisibleChange?: (visible: boolean) => void
  /** The language of its words; the `LocaleProvider`'s by default. */
  language?: Language
  showLabel?: string
  hideLabel?: string
}

/** A password field with a show/hide toggle (`aria-pressed`, `data-state="visible|hidden"`). */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  language,
  showLabel,
  hideLabel,
  ...field
}: PasswordFieldProps) {
  const t = useMessages(uiMessages, language)
  const [own, setOwn] = useState(defaultVisible)
  const shown = visible ?? own
  const toggle = () => {
    if (visible === undefined) setOwn(!shown)
    onVisibleChange?.(!shown)
  }
  return (
    <TextField
      autoComplete="current-password"
      {...field}
      dir={field.dir ?? 'ltr'}
      type={shown ? 'text' : 'password'}
      end={
        <button
          type="button"
          className="matjar-field-toggle"
          aria-pressed={shown}
          data-state={shown ? 'visible' : 'hidden'}
          aria-label={showLabel ?? t('password.show')}
          title={shown ? (hideLabel ?? t('password.hide')) : undefined}
          onClick={toggle}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  )
}
