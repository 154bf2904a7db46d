// The session is out of reach of page scripts: after signing in, the token
// is only in an HttpOnly cookie the storefront's server set; the browser calls the API through
// the shop's own origin, and a change without the CSRF token is refused.

import { PASSWORD, signUp } from '../support/customer.ts'
import { expect, failedResource, test } from '../support/test.ts'

const words = {
  en: {
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    hello: 'Hello, Sara',
    out: 'Sign out',
  },
  ar: {
    signIn: 'تسجيل الدخول',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    hello: 'أهلاً، Sara',
    out: 'تسجيل الخروج',
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const w = words[language]

  test(`${language}: after sign-in no page script can read the session token; logout sends none in a URL`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await signUp(request)
    await context.addCookies([{ name: 'lang', value: language, url: baseURL! }])
    const urls: string[] = []
    page.on('request', (sent) => urls.push(sent.url()))

    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: w.signIn }).click()
    const dropdown = page.locator('.shop-login-dropdown')
    await dropdown.getByLabel(w.email).fill(customer.email)
    await dropdown.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await dropdown.getByRole('button', { name: w.signIn }).click()
    await expect(page.getByText(w.hello)).toBeVisible()

    // The server set the session cookie HttpOnly; nothing a script can read holds a token.
    const session = (await context.cookies()).find((cookie) => cookie.name === '_token')
    expect(session?.httpOnly).toBe(true)
    expect(session?.sameSite).toBe('Lax')
    const readable = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }))
    for (const place of Object.values(readable)) {
      expect(place).not.toContain(session!.value)
      expect(place).not.toMatch(/(^|[;"{,]\s*)_token/)
      expect(place).not.toContain('auth_data')
    }
    // Every call went to the shop's own origin.
    expect(
      urls.filter((url) => new URL(url).port === new URL(baseURL!).port).length,
    ).toBeGreaterThan(0)
    expect(urls.some((url) => url.includes('/auth/login') && !url.includes('/api/'))).toBe(false)

    // Reloaded, the page still knows the customer (from the server), and the account opens.
    await page.reload()
    await expect(page.getByText(w.hello)).toBeVisible()
    await page.goto('/user-profile/profile')
    await expect(page).toHaveURL(/\/user-profile\/profile$/)

    await page.getByRole('button', { name: w.out }).click()
    await expect(page).toHaveURL(/\/auth\?page=register$/)
    const logout = urls.find((url) => url.includes('/auth/logout'))
    expect(logout).toBeDefined()
    expect(logout).not.toContain(session!.value)
    expect(new URL(logout!).search).toBe('')
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === '_token'))
      .toBe(false)
    // The token is revoked on the API too.
    const after = await request.get(`${new URL(baseURL!).origin}/api/auth/profile`, {
      headers: { Cookie: `_token=${session!.value}` },
    })
    expect(after.status()).toBe(401)
  })
}

test('a change through the proxy without the CSRF token is refused; with it, it goes through', async ({
  page,
  baseURL,
  allowProblems,
}) => {
  // The first change is sent without the CSRF token (403); the sign-in with it is then refused
  // by the API for the made-up account (401).
  allowProblems(failedResource(403, '/api/auth/login'), failedResource(401, '/api/auth/login'))
  await page.goto('/')
  const token = 'a'.repeat(64)
  await page
    .context()
    .addCookies([{ name: 'csrf_token', value: token, url: baseURL!, sameSite: 'Strict' }])
  const attempt = (withToken: boolean) =>
    page.evaluate(
      async ({ send, token }) => {
        const answer = await fetch('/api/auth/login', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            ...(send ? { 'X-CSRF-Token': token } : {}),
          },
          body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong#12345' }),
        })
        return { status: answer.status, body: (await answer.json()) as { message: string } }
      },
      { send: withToken, token },
    )

  const refused = await attempt(false)
  expect(refused.status).toBe(403)
  expect(refused.body.message).toBe(
    'This request could not be verified. Reload the page and try again.',
  )
  // With the token the API itself answers (wrong password: 401).
  expect((await attempt(true)).status).toBe(401)

  // From another site (the browser says cross-site), even a matching token is refused.
  const forged = await page.request.post(`${baseURL}/api/actions/product/add-to-cart`, {
    headers: {
      'Sec-Fetch-Site': 'cross-site',
      'X-CSRF-Token': 'b'.repeat(64),
      Cookie: `csrf_token=${'b'.repeat(64)}`,
    },
    data: { product_id: 1, product_type: 'retail', quantity: 1, uuid: crypto.randomUUID() },
  })
  expect(forged.status()).toBe(403)
})

test('a ?redirect= to another site is refused after sign-in: the shopper lands home, with no page error', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const w = words.en
  // Each one passed a check on its first characters (a `/`, not `//`) and names another host.
  for (const target of ['/\\evil.example/cart', '/\t/evil.example']) {
    const customer = await signUp(request)
    await context.clearCookies()
    await page.goto(`/auth?redirect=${encodeURIComponent(target)}`)
    const main = page.getByRole('main')
    await main.getByLabel(w.email).fill(customer.email)
    await main.getByLabel(w.password, { exact: true }).fill(PASSWORD)
    await main.getByRole('button', { name: w.signIn }).click()
    await expect(page, JSON.stringify(target)).toHaveURL(`${baseURL}/`)
    await expect(page.getByText(w.hello)).toBeVisible()
  }
})
