import { afterEach, describe, expect, it, vi } from 'vitest'
import { authAction } from './auth-action.server.ts'

const CSRF = 'c'.repeat(64)
const FORM = {
  'Content-Type': 'application/x-www-form-urlencoded',
  Cookie: `csrf_token=${CSRF}`,
  'Sec-Fetch-Site': 'same-origin',
}

const NORA = {
  id: 7,
  user_name: 'nora',
  first_name: 'Nora',
  last_name: 'Saad',
  email: 'nora@example.com',
  phone: '+966512345678',
  created_at: '2026-01-01T00:00:00.000Z',
}

afterEach(() => vi.unstubAllGlobals())

/** The API as the action reaches it: each call's path and body, and the answer `reply` gives. */
const api = (reply: (path: string) => unknown) => {
  const calls: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL | string, init?: RequestInit) => {
      const path = new URL(url).pathname
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null })
      return Response.json(reply(path))
    }),
  )
  return calls
}

const post = (path: string, fields: Record<string, string>, headers = FORM) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams({ csrf_token: CSRF, ...fields }),
  })

type Answer = { data: Record<string, unknown>; init: { status?: number } | null }

describe("/auth's action without JavaScript", () => {
  it('refuses a post from another site before reading a byte of it', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      // 20 MB, a megabyte at a time.
      pull(controller) {
        if (pulled === 20) return controller.close()
        pulled += 1
        controller.enqueue(new Uint8Array(1024 * 1024).fill(97))
      },
    })
    const request = new Request('http://shop.test/ar/auth', {
      method: 'POST',
      headers: { ...FORM, 'Sec-Fetch-Site': 'cross-site' },
      body,
      duplex: 'half',
    } as RequestInit)
    const answer = (await authAction(request)) as unknown as Answer
    expect(answer.init?.status).toBe(403)
    expect(answer.data.problem).toBe('تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.')
    expect(pulled).toBeLessThanOrEqual(1)
  })

  it('sends a forgotten password its code by a post, and asks for the code', async () => {
    const calls = api(() => ({ message: 'sent', data: null }))
    const answer = (await authAction(
      post('/auth?page=_forget_password', { intent: 'forgot', email: 'nora@example.com' }),
    )) as unknown as Answer
    expect(calls).toEqual([{ path: '/auth/forgot-password', body: { email: 'nora@example.com' } }])
    expect(answer.init?.status).toBe(200)
    expect(answer.data).toMatchObject({ intent: 'forgot', pendingEmail: 'nora@example.com' })
  })

  it('refuses a reset code step that fails its check, in Arabic, keeping the code step', async () => {
    const calls = api(() => ({}))
    const answer = (await authAction(
      post('/ar/auth?page=_forget_password', {
        intent: 'reset',
        email: 'nora@example.com',
        code: '12345678',
        password: 'Tamr#2026x',
        confirm_password: 'Tamr#2026y',
      }),
    )) as unknown as Answer
    expect(calls).toEqual([])
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toMatchObject({ intent: 'reset', pendingEmail: 'nora@example.com' })
    expect(Object.keys(answer.data.errors as object)).toEqual(['confirm_password'])
  })

  it('sets the new password with the code and signs in, the token in the HttpOnly cookie', async () => {
    const calls = api((path) =>
      path === '/auth/reset-password'
        ? { message: 'ok', data: { token: 'session-token', user: NORA } }
        : { message: '', data: { items: [] } },
    )
    const answer = (await authAction(
      post('/ar/auth?page=_forget_password', {
        intent: 'reset',
        email: 'nora@example.com',
        code: ' 12345678 ',
        password: 'Tamr#2026x',
        confirm_password: 'Tamr#2026x',
      }),
    )) as Response
    expect(calls[0]).toEqual({
      path: '/auth/reset-password',
      body: {
        email: 'nora@example.com',
        code: '12345678',
        password: 'Tamr#2026x',
        confirm_password: 'Tamr#2026x',
      },
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/ar')
    expect(answer.headers.get('Set-Cookie')).toMatch(/^_token=session-token;.*HttpOnly/)
  })
})
