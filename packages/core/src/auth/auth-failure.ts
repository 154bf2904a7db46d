import type { FieldErrors } from '../client/storefront-error.ts'
import { isStorefrontError, StorefrontError } from '../client/storefront-error.ts'
import type { MessageKey } from '../messages/message-key.ts'

export type AuthAction =
  | 'login'
  | 'register'
  | 'confirmRegistration'
  | 'google'
  | 'forgotPassword'
  | 'resetPassword'

/**
 * Why signing in or up failed: a `StorefrontError` whose `code` is the §8 message for the case,
 * with the server's words (`serverMessage`) and field errors (spec §5: "Error in user_name …"),
 * and the `action` that failed.
 */
export type AuthFailure = StorefrontError & { action: AuthAction; fieldErrors: FieldErrors }

const MESSAGE_OF: Record<AuthAction, MessageKey> = {
  login: 'auth.sign_in_failed',
  google: 'auth.sign_in_failed',
  register: 'auth.registration_failed',
  confirmRegistration: 'auth.registration_failed',
  forgotPassword: 'auth.forgot_password_failed',
  resetPassword: 'auth.reset_password_failed',
}

const TEXT: Partial<Record<MessageKey, string>> = {
  'auth.sign_in_failed': 'Sign in failed',
  'auth.registration_failed': 'Registration Failed: Please check your input or try again',
  'auth.forgot_password_failed': 'Failed to send the reset code',
  'auth.reset_password_failed': 'Failed to reset the password',
  'error.network': 'Network error or server not responding',
}

export const toAuthFailure = (action: AuthAction, error: unknown): AuthFailure => {
  const status = isStorefrontError(error) ? error.status : 0
  const code: MessageKey = status === 0 ? 'error.network' : MESSAGE_OF[action]
  const serverMessage = isStorefrontError(error) && status !== 0 ? error.serverMessage : null
  const failure = new StorefrontError(
    serverMessage ?? TEXT[code] ?? code,
    status,
    isStorefrontError(error) ? error.fieldErrors : {},
    { code, serverMessage, cause: error },
  )
  return Object.assign(failure, { action })
}

/** Whether a value is an `AuthFailure` (what the machine's actors reject with). */
export const isAuthFailure = (value: unknown): value is AuthFailure =>
  isStorefrontError(value) && 'action' in value
