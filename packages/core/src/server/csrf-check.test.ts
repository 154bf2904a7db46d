import { describe, expect, it } from 'vitest'
import { CSRF_FIELD, csrfFormToken, isCsrfFormSafe } from './csrf-check.ts'

const TOKEN = 'c'.repeat(64)
const post = (headers: Record<string, string>) =>
  new Request('https://shop.example/auth', { method: 'POST', headers })
const form = (token: string | null) => {
  const sent = new FormData()
  sent.set('email', 'sara@example.com')
  if (token !== null) sent.set(CSRF_FIELD, token)
  return sent
}

describe('isCsrfFormSafe', () => {
  it('accepts a form whose csrf_token field equals the cookie', () => {
    expect(isCsrfFormSafe(post({ Cookie: `csrf_token=${TOKEN}` }), form(TOKEN))).toBe(true)
    expect(
      isCsrfFormSafe(
        post({ Cookie: `csrf_token=${TOKEN}`, 'Sec-Fetch-Site': 'same-origin' }),
        form(TOKEN),
      ),
    ).toBe(true)
  })

  it('refuses a form without the field, with another token, without the cookie or from another site', () => {
    expect(isCsrfFormSafe(post({ Cookie: `csrf_token=${TOKEN}` }), form(null))).toBe(false)
    expect(isCsrfFormSafe(post({ Cookie: `csrf_token=${TOKEN}` }), form('d'.repeat(64)))).toBe(
      false,
    )
    expect(isCsrfFormSafe(post({}), form(TOKEN))).toBe(false)
    expect(
      isCsrfFormSafe(
        post({ Cookie: `csrf_token=${TOKEN}`, 'Sec-Fetch-Site': 'cross-site' }),
        form(TOKEN),
      ),
    ).toBe(false)
    // A cookie the browser's code could not have made (not 64 hex digits) proves nothing.
    expect(isCsrfFormSafe(post({ Cookie: 'csrf_token=x' }), form('x'))).toBe(false)
  })
})

describe('csrfFormToken', () => {
  it('keeps the token of the cookie', () => {
    const request = new Request('https://shop.example/auth', {
      headers: { Cookie: `csrf_token=${TOKEN}` },
    })
    expect(csrfFormToken(request)).toEqual({ token: TOKEN, setCookie: null })
  })

  it('makes a new token, kept in a SameSite=Strict cookie a page script can read, that the check accepts', () => {
    const made = csrfFormToken(new Request('https://shop.example/auth'))
    expect(made.token).toMatch(/^[0-9a-f]{64}$/)
    expect(made.setCookie).toBe(`csrf_token=${made.token}; Path=/; SameSite=Strict; Secure`)
    expect(isCsrfFormSafe(post({ Cookie: `csrf_token=${made.token}` }), form(made.token))).toBe(
      true,
    )
    expect(csrfFormToken(new Request('http://localhost/auth')).setCookie).not.toContain('Secure')
  })
})
