import type { FieldErrors } from '../client/storefront-error.ts'
import { isStorefrontError } from '../client/storefront-error.ts'
import type { MessageKey } from '../messages/message-key.ts'

export type AuthAction =
  | 'login'
  | 'register'
  | 'confirmRegistration'
  | 'google'
  | 'forgotPassword'
  | 'resetPassword'

/** Why signing in or up failed: the §8 message to show, the server's words and field errors. */
export interface AuthFailure {
  action: AuthAction
  /** The catalogue message for the case (spec §8). */
  messageKey: MessageKey
  /** What the server said, in the shopper's language, when it said something. */
  message: string | null
  /** Server field errors, shown as "Error in user_name / email / …" (spec §5). */
  fieldErrors: FieldErrors
  status: number
}

const MESSAGE_OF: Record<AuthAction, MessageKey> = {
  login: 'auth.sign_in_failed',
  google: 'auth.sign_in_failed',
  register: 'auth.registration_failed',
  confirmRegistration: 'auth.registration_failed',
  forgotPassword: 'auth.forgot_password_failed',
  resetPassword: 'auth.reset_password_failed',
}

export const toAuthFailure = (action: AuthAction, error: unknown): AuthFailure => {
  const status = isStorefrontError(error) ? error.status : 0
  return {
    action,
    messageKey: status === 0 ? 'error.network' : MESSAGE_OF[action],
    message: isStorefrontError(error) && status !== 0 ? error.message : null,
    fieldErrors: isStorefrontError(error) ? error.fieldErrors : {},
    status,
  }
}

/** Whether a value is an `AuthFailure` (what the machine's actors reject with). */
export const isAuthFailure = (value: unknown): value is AuthFailure =>
  typeof value === 'object' &&
  value !== null &&
  'action' in value &&
  'messageKey' in value &&
  'fieldErrors' in value

export class AuthError extends Error {
  override readonly name = 'AuthError'
  readonly failure: AuthFailure
  constructor(failure: AuthFailure) {
    super(failure.message ?? failure.messageKey)
    this.failure = failure
  }
}
