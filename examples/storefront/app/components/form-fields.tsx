import { Button, type ButtonSize, PasswordField, TextField } from '@matjar/ui'
import type { ReactNode } from 'react'
import type { FieldMessages } from '../form-errors.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/** An email address (`email`), as sign-in, registration, the reset and the contact form ask it. */
export function EmailField({
  error,
  defaultValue,
}: {
  error: string | undefined
  /** As typed, when the server refused the form. */
  defaultValue?: string
}) {
  const shop = useT(shopMessages)
  return (
    <TextField
      label={shop('email')}
      name="email"
      type="email"
      autoComplete="email"
      error={error}
      {...(defaultValue ? { defaultValue } : {})}
    />
  )
}

/**
 * A new password twice (`password`, `confirm_password`): registering, a reset, the profile's
 * change of password.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  errors,
}: {
  label: string
  confirmLabel: string
  errors: FieldMessages
}) {
  return (
    <>
      <PasswordField
        label={label}
        name="password"
        autoComplete="new-password"
        error={errors.password}
      />
      <PasswordField
        label={confirmLabel}
        name="confirm_password"
        autoComplete="new-password"
        error={errors.confirm_password}
      />
    </>
  )
}

/** What the call refused as a whole, above the form's button, and the button (off while `busy`). */
export function SubmitWithProblem({
  problem,
  busy,
  size,
  children,
}: {
  problem: string | null
  busy: boolean
  size?: ButtonSize
  children: ReactNode
}) {
  return (
    <>
      {problem ? (
        <p role="alert" className="shop-form-error">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size={size} disabled={busy}>
        {children}
      </Button>
    </>
  )
}
