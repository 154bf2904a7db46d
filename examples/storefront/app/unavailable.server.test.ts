import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

// A short deadline for the API, read when the configuration loads: a slow API is seen at once.
vi.hoisted(() => {
  process.env.API_DEADLINE_MS = '300'
})

const { authAction } = await import('./auth/auth-action.server.ts')
const { sendAccountForm } = await import('./account/account-form.server.ts')
const { loader: ordersLoader } = await import('./routes/user-profile/orders.tsx')
const { shellMessagesLoaded } = await import('./messages/shell.server.ts')
const { apiFor } = await import('./api.server.ts')
const { asPageRequest } = await import('./session/page-request.server.ts')

beforeAll(() => shellMessagesLoaded)

const CSRF = 'c'.repeat(64)

/** The API as the shop reaches it: busy (503, `Retry-After: 7`) or slow (never answers). */
const apiIs = (state: 'busy' | 'slow') =>
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (_url: URL | string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          if (state === 'busy') {
            return resolve(
              Response.json({ message: 'Busy' }, { status: 503, headers: { 'Retry-After': '7' } }),
            )
          }
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
        }),
    ),
  )

/** What the shop writes to its log meanwhile. */
const logged = () => {
  const lines: string[] = []
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' '))
    })
  }
  return lines
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const signIn = (path: string) =>
  new Request(`http://shop.test${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Cookie: `csrf_token=${CSRF}`,
      'Sec-Fetch-Site': 'same-origin',
    },
    body: new URLSearchParams({
      csrf_token: CSRF,
      intent: 'login',
      email: 'nora@example.com',
      password: 'Secret#123',
    }),
  })

type Answer = {
  data: Record<string, unknown>
  init: { status?: number; headers?: Record<string, string> } | null
}

describe('a slow or busy API, as the forms and the account pages see it', () => {
  it("/auth's action answers 503 with the API's Retry-After, busy in Arabic, what was typed kept", async () => {
    const log = logged()
    apiIs('busy')
    const answer = (await authAction(signIn('/ar/auth'))) as unknown as Answer
    expect(answer.init?.status).toBe(503)
    expect(answer.init?.headers).toEqual({ 'Retry-After': '7' })
    expect(answer.data).toMatchObject({
      intent: 'login',
      problem: 'المتجر مشغول الآن. يرجى المحاولة مرة أخرى بعد قليل.',
      values: { email: 'nora@example.com' },
    })
    expect(log).toEqual(['[storefront] POST /ar/auth: 503, the API answered 503'])
  })

  it("/auth's action answers 503 within the deadline when the API does not answer", async () => {
    const log = logged()
    apiIs('slow')
    const answer = (await authAction(signIn('/auth'))) as unknown as Answer
    expect(answer.init?.status).toBe(503)
    expect(answer.init?.headers).toEqual({ 'Retry-After': '5' })
    expect(answer.data.problem).toBe('The shop is busy right now. Please try again in a moment.')
    expect(log).toEqual(['[storefront] POST /auth: 503, the API did not answer in time'])
  })

  it('the loaders after the action keep its deadline and its one log line', async () => {
    const log = logged()
    apiIs('slow')
    const post = signIn('/auth')
    const loaded = await asPageRequest(post, async () => {
      await authAction(post)
      // React Router runs the page's loaders with a GET copy of the request.
      const copy = new Request(post.url, { headers: post.headers, signal: post.signal })
      return apiFor(copy)
        .call('getShopSettings')
        .catch((error: Answer) => error.init?.status)
    })
    expect(loaded).toBe(503)
    expect(log).toEqual(['[storefront] POST /auth: 503, the API did not answer in time'])
  })

  it('an account form answers 503 with Retry-After and the busy words, what was typed kept', async () => {
    logged()
    apiIs('busy')
    const { readShopRequest } = await import('./session/read-request.server.ts')
    const request = new Request('http://shop.test/ar/user-profile/profile', { method: 'POST' })
    const form = new FormData()
    form.set('intent', 'profile')
    form.set('first_name', 'Nora')
    const { client } = await readShopRequest(request)
    const answer = await sendAccountForm(
      { request, form, intent: 'profile', language: 'ar', api: client, text: () => '' },
      { success: true, data: {} },
      'profile.update_failed',
      async () => {
        await client.call('getProfile')
        return { message: 'never' }
      },
    )
    expect(answer.init).toEqual({ status: 503, headers: { 'Retry-After': '7' } })
    expect(answer.data).toMatchObject({
      ok: false,
      refused: { title: 'المتجر مشغول الآن', message: 'يرجى المحاولة مرة أخرى بعد قليل.' },
      values: { first_name: 'Nora' },
    })
  })

  it('an account page (the orders) answers 503 with Retry-After in time, one log line', async () => {
    const log = logged()
    apiIs('slow')
    const request = new Request('http://shop.test/user-profile/new-orders', {
      headers: { Cookie: '_token=session-token' },
    })
    const thrown = await Promise.resolve(
      ordersLoader({ request, params: {}, context: {} } as Parameters<typeof ordersLoader>[0]),
    ).then(
      () => null,
      (error: unknown) => error as Answer,
    )
    expect(thrown?.init).toEqual({ status: 503, headers: { 'Retry-After': '5' } })
    expect(log).toEqual([
      '[storefront] GET /user-profile/new-orders: 503, the API did not answer in time',
    ])
  })
})
