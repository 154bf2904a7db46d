/**
 * Sign-in, registration and password reset (`/auth`).
 */
const en = {
  signInTitle: 'Sign in to your account',
  registerTitle: 'Create your account',
  forgotTitle: 'Reset your password',
  acceptTerms: 'I agree to the terms and conditions',
  sendCode: 'Send the code',
  code: 'Code from the email',
  confirmTitle: 'Check your email',
  confirmText: 'We sent an 8-digit code to {email}. Enter it to finish creating your account.',
  confirm: 'Confirm',
  resetTitle: 'Choose a new password',
  resetText: 'If {email} has an account, we sent it a code.',
  resetDone: 'Your password is changed, and you are signed in.',
  resetPassword: 'Set the new password',
  haveAccount: 'Already have an account? Sign in',
  or: 'or',
}

export type AuthMessageKey = keyof typeof en

export default en
