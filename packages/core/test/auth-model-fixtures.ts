import { type AuthAction, type AuthFailure, toAuthFailure } from '../src/auth/auth-failure.ts'
import type { SignInRequest } from '../src/auth/auth-request.ts'
import { StorefrontError } from '../src/client/storefront-error.ts'

const EMAIL = 'sara@example.com'

/** Every way of signing in, as the auth machine's model sends them. */
export const requests: SignInRequest[] = [
  { action: 'login', body: { email: EMAIL, password: 'Secret#123' } },
  { action: 'confirmRegistration', body: { email: EMAIL, code: '12345678' } },
  { action: 'google', body: { id_token: 'google-id-token' } },
  {
    action: 'resetPassword',
    body: { email: EMAIL, code: '123456', password: 'Secret#123', confirm_password: 'Secret#123' },
  },
]

/** The server said no (with field errors for the form), or never answered. */
export const refusals = (action: AuthAction): AuthFailure[] => [
  toAuthFailure(
    action,
    action === 'forgotPassword' || action === 'register'
      ? new StorefrontError('Server is sad', 500)
      : new StorefrontError('Error in email', 422, { email: ['The email is invalid.'] }),
  ),
  toAuthFailure(action, new TypeError('fetch failed')),
]
