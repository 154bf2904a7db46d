import * as z from 'zod/mini'
import {
  confirmRegistrationRequestSchema,
  forgotPasswordRequestSchema,
  googleSignInRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth-requests.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import {
  BAD_OPTIONAL_TOKEN,
  BAD_TOKEN,
  INVALID_INPUT,
  MALFORMED_BODY,
  RATE_LIMITED,
} from './failures.ts'
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
} from './profile-requests.ts'
import { sessionSchema } from './session.ts'
import { userSchema } from './user.ts'

const signIn = { ...MALFORMED_BODY, ...INVALID_INPUT, ...RATE_LIMITED }

/** Signing up, in and out, and the customer's own profile. */
export const accountEndpoints = defineEndpoints({
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    summary:
      'Starts a sign-up and emails a confirmation code (`confirmRegistration` makes the account). Answers the same whether or not the email has an account, so it tells nobody who is a customer; an existing customer is mailed a note instead of a code.',
    body: registerRequestSchema,
    response: successEnvelope(z.null()),
    errors: { ...BAD_OPTIONAL_TOKEN, ...signIn },
    tag: 'Account',
  },
  confirmRegistration: {
    method: 'POST',
    path: '/auth/register/confirm',
    session: 'starts',
    access: 'public',
    summary:
      'Makes the account with the emailed code and signs it in. A code works once, for 30 minutes; five wrong codes cancel the sign-up.',
    body: confirmRegistrationRequestSchema,
    response: successEnvelope(sessionSchema),
    errors: { ...signIn, 401: 'The code is wrong or has expired.' },
    tag: 'Account',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    session: 'starts',
    access: 'public',
    summary: 'Signs in with email and password.',
    body: loginRequestSchema,
    response: successEnvelope(sessionSchema),
    errors: { ...signIn, 401: 'Wrong email or password.' },
    tag: 'Account',
  },
  signInWithGoogle: {
    method: 'POST',
    path: '/auth/google',
    session: 'starts',
    access: 'public',
    summary: 'Signs in (or up) with a Google ID token.',
    body: googleSignInRequestSchema,
    response: successEnvelope(sessionSchema),
    errors: {
      ...signIn,
      401: 'Google did not vouch for the token.',
      404: 'Google sign-in is not configured in this shop.',
    },
    tag: 'Account',
  },
  forgotPassword: {
    method: 'POST',
    path: '/auth/forgot-password',
    access: 'public',
    summary:
      'Emails a reset code. Answers the same whether or not the email has an account, so it tells nobody who is a customer.',
    body: forgotPasswordRequestSchema,
    response: successEnvelope(z.null()),
    errors: { ...BAD_OPTIONAL_TOKEN, ...signIn },
    tag: 'Account',
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    session: 'starts',
    access: 'public',
    summary: 'Sets a new password with the emailed code, and signs in.',
    body: resetPasswordRequestSchema,
    response: successEnvelope(sessionSchema),
    errors: { ...signIn, 401: 'The code is wrong or has expired.' },
    tag: 'Account',
  },
  logout: {
    method: 'GET',
    path: '/auth/logout',
    session: 'ends',
    access: 'customer',
    summary: 'Revokes the session of the bearer token.',
    query: z.strictObject({
      fcm_token: z.optional(
        z
          .string()
          .check(
            z.describe(
              "The device's push-notification token, if the app has one; never the session token.",
            ),
          ),
      ),
    }),
    response: successEnvelope(z.unknown()),
    errors: { ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Account',
  },
  getProfile: {
    method: 'GET',
    path: '/auth/profile',
    access: 'customer',
    summary: 'The signed-in customer.',
    response: successEnvelope(userSchema),
    errors: BAD_TOKEN,
    tag: 'Account',
  },
  updateProfile: {
    method: 'PUT',
    path: '/auth/profile',
    access: 'customer',
    summary: 'Changes names and phone.',
    body: profileUpdateRequestSchema,
    response: successEnvelope(userSchema),
    errors: { ...MALFORMED_BODY, ...BAD_TOKEN, ...INVALID_INPUT },
    tag: 'Account',
  },
  changePassword: {
    method: 'PUT',
    path: '/auth/profile/password',
    access: 'customer',
    summary: 'Changes the password; other sessions of the customer are signed out.',
    body: passwordChangeRequestSchema,
    response: successEnvelope(z.null()),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_TOKEN,
      422: 'The current password is wrong, or the new one breaks a rule.',
      ...RATE_LIMITED,
    },
    tag: 'Account',
  },
  changeEmail: {
    method: 'PUT',
    path: '/auth/profile/email',
    access: 'customer',
    summary: 'Changes the email, confirmed with the password.',
    body: emailChangeRequestSchema,
    response: successEnvelope(userSchema),
    errors: {
      ...MALFORMED_BODY,
      ...BAD_TOKEN,
      409: 'The email belongs to another account.',
      422: 'The password is wrong, or the email is invalid.',
      ...RATE_LIMITED,
    },
    tag: 'Account',
  },
})
