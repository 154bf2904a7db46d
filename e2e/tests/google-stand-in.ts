import { sign } from 'node:crypto'
import type { Page } from '@playwright/test'
import { googleClientId, googlePrivateKey } from '../playwright.config.ts'

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'

/** An ID token as Google signs it (here with the run's own key, which the API trusts). */
export const idToken = (claims: Record<string, unknown>, kid = 'e2e-key') => {
  const now = Math.floor(Date.now() / 1000)
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'RS256', kid, typ: 'JWT' })}.${part({
    iss: 'https://accounts.google.com',
    aud: googleClientId,
    iat: now,
    exp: now + 3600,
    email_verified: true,
    given_name: 'Layla',
    family_name: 'Omar',
    ...claims,
  })}`
  return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), googlePrivateKey!).toString('base64url')}`
}

/**
 * Google Identity Services can't be reached from the test machine: this stand-in for its script
 * keeps its API (`initialize`, `renderButton`), draws a plain button with the options it was given,
 * and answers a click with the credential the test chose, as Google's popup would.
 */
const FAKE_GOOGLE = `
window.google = { accounts: { id: {
  initialize(options) { window.__googleOptions = options },
  renderButton(parent, options) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = 'Google'
    button.dataset.locale = options.locale
    button.dataset.clientId = window.__googleOptions.client_id
    button.onclick = () => window.__googleOptions.callback({ credential: window.__googleCredential, select_by: 'btn' })
    parent.append(button)
  },
} } }
`

export const useFakeGoogle = async (page: Page, credential: string) => {
  await page.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: FAKE_GOOGLE }),
  )
  await page.addInitScript((token) => {
    ;(window as unknown as { __googleCredential: string }).__googleCredential = token
  }, credential)
}
