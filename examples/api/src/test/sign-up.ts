import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import type { createApp } from '../app.ts'
import type { Mail } from '../mail/mail-transport.ts'

type App = ReturnType<typeof createApp>

const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** A complete, valid sign-up with a fresh email. */
export const newRegistration = (overrides: Record<string, unknown> = {}) => ({
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
  shop: { app: App; mail: { sent: readonly Mail[] } },
  overrides: Record<string, unknown> = {},
  confirm: Record<string, unknown> = {},
) {
  const body = newRegistration(overrides)
  const started = await post(shop.app, endpoints.register.path, body)
  if (started.status !== 200) {
    throw new Error(`sign-up refused: ${started.status} ${await started.text()}`)
  }
  const confirmed = await post(shop.app, endpoints.confirmRegistration.path, {
    email: body.email,
    code: mailedCode(shop.mail.sent, body.email),
    ...confirm,
  })
  if (confirmed.status !== 200) {
    throw new Error(`confirmation refused: ${confirmed.status} ${await confirmed.text()}`)
  }
  const session = endpoints.confirmRegistration.response.parse(await confirmed.json()).data
  return { body, email: body.email, token: session.token, user: session.user }
}
