import { randomUUID } from 'node:crypto'
import type { ConfirmRegistrationRequest, RegisterRequest } from '@matjar/core/contract'
import type { createApp } from '../app.ts'
import type { Mail } from '../mail/mail-transport.ts'
import { apiCaller } from './api-caller.ts'

/** A complete, valid sign-up with a fresh email. */
export const newRegistration = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  user_name: 'sara',
  first_name: 'Sara',
  last_name: 'Ali',
  email: `sara.${randomUUID().slice(0, 8)}@example.com`,
  phone: '+966512345678',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  accept_terms: true,
  ...overrides,
})

/** The 8-digit code in the last mail sent to `email`, or '' when there is none. */
export const mailedCode = (sent: readonly Mail[], email: string): string => {
  const last = sent.findLast((mail) => mail.to === email.toLowerCase())
  return /\b\d{8}\b/.exec(last?.text ?? '')?.[0] ?? ''
}

/**
 * Signs a new customer up as a shopper does: `POST /auth/register`, the code from the mail, then
 * `POST /auth/register/confirm` (with `confirm`'s extra fields, e.g. a guest cart uuid).
 */
export async function signUpCustomer(
  shop: { app: ReturnType<typeof createApp>; mail: { sent: readonly Mail[] } },
  overrides: Partial<RegisterRequest> = {},
  confirm: Partial<ConfirmRegistrationRequest> = {},
) {
  const call = apiCaller(shop.app)
  const body = newRegistration(overrides)
  const started = await call('register', { body })
  if (!started.ok) throw new Error(`sign-up refused: ${started.status} ${started.text}`)
  const confirmed = await call('confirmRegistration', {
    body: { email: body.email, code: mailedCode(shop.mail.sent, body.email), ...confirm },
  })
  if (!confirmed.ok) throw new Error(`confirmation refused: ${confirmed.status} ${confirmed.text}`)
  const session = confirmed.body.data
  return { body, email: body.email, token: session.token, user: session.user }
}
