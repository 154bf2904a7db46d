import { afterEach, describe, expect, it, vi } from 'vitest'
import { action } from './sign-out.ts'

const CSRF = 'd'.repeat(64)
afterEach(() => vi.unstubAllGlobals())

const signOut = (path: string, token: string, cookies = `csrf_token=${CSRF}; _token=tok-1`) =>
  action({
    request: new Request(`http://shop.test${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookies },
      body: new URLSearchParams({ csrf_token: token }),
    }),
  } as Parameters<typeof action>[0])

describe('signing out without JavaScript', () => {
  it("ends the session at the API, drops the cookie and goes home in the page's language", async () => {
    const fetch = vi.fn(async (_url: URL | string, _init?: RequestInit) =>
      Response.json({ message: 'bye', data: null }),
    )
    vi.stubGlobal('fetch', fetch)
    const answer = await signOut('/ar/sign-out', CSRF)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(new URL(String(url)).pathname).toBe('/auth/logout')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/ar')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^_token=;.*Max-Age=0.*HttpOnly/i)
  })

  it('drops the cookie even when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('fetch failed')))
    const answer = await signOut('/sign-out', CSRF)
    expect(answer.headers.get('Location')).toBe('/')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^_token=;/)
  })

  it('refuses a form without the CSRF token, in the page language, and ends nothing', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    const refused = await signOut('/ar/sign-out', 'e'.repeat(64)).catch((error: unknown) => error)
    expect(refused).toMatchObject({
      init: { status: 403 },
      data: 'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
    })
    expect(fetch).not.toHaveBeenCalled()
  })
})
