// The session proxy decides on the path decoded once: a percent-encoded sign-in still keeps its
// token on the server, an encoded logout still needs the CSRF token, and a path hiding an encoded
// slash or dot is refused before it reaches the API.

import { PASSWORD, signUp } from '../support/customer.ts'
import { expect, test } from '../support/test.ts'

const CSRF = 'e'.repeat(64)
const withCsrf = { 'X-CSRF-Token': CSRF, Cookie: `csrf_token=${CSRF}` }

test('POST /api/auth/logi%6e signs in like /api/auth/login: the token never reaches the page', async ({
  request,
  baseURL,
}) => {
  const customer = await signUp(request)
  for (const path of [
    '/api/auth/logi%6e',
    '/api/auth/%6Cogin',
    '/api/auth/LOGIN',
    '/api/auth/login/',
  ]) {
    const answer = await request.post(`${baseURL}${path}`, {
      headers: withCsrf,
      data: { email: customer.email, password: PASSWORD },
    })
    // Whatever the API makes of the path, no token but the placeholder is in the answer.
    expect(await answer.text(), path).not.toMatch(/"token":"(?!server-held")/)
    if (path.endsWith('/') || path.includes('LOGIN')) continue // the API's routes are exact: 404
    expect(answer.status(), path).toBe(200)
    const body = (await answer.json()) as { data: { token: string } }
    expect(body.data.token, path).toBe('server-held')
    const cookie = answer.headers()['set-cookie'] ?? ''
    expect(cookie, path).toMatch(/^_token=[^;]+;.*HttpOnly/)
    expect(cookie.slice('_token='.length).split(';')[0]).not.toBe('server-held')
  }
})

test('GET /api/auth/logou%74 without the CSRF token is refused and leaves the customer signed in', async ({
  request,
  baseURL,
}) => {
  const customer = await signUp(request)
  const session = { Cookie: `_token=${customer.token}` }
  for (const path of ['/api/auth/logou%74', '/api/auth/%4Cogout', '/api/auth/logout/']) {
    const refused = await request.get(`${baseURL}${path}`, { headers: session })
    expect(refused.status(), path).toBe(403)
  }
  const profile = await request.get(`${baseURL}/api/auth/profile`, { headers: session })
  expect(profile.status()).toBe(200)

  const out = await request.get(`${baseURL}/api/auth/logou%74`, {
    headers: { ...withCsrf, Cookie: `${withCsrf.Cookie}; _token=${customer.token}` },
  })
  expect(out.status()).toBe(200)
  expect(out.headers()['set-cookie']).toMatch(/^_token=;.*Max-Age=0/)
  expect((await request.get(`${baseURL}/api/auth/profile`, { headers: session })).status()).toBe(
    401,
  )
})

test('a path with an encoded slash or dot never reaches the API', async ({ request, baseURL }) => {
  for (const path of [
    '/api/auth%2flogin',
    '/api/data/products/%2e%2e%2fauth',
    '/api/auth%5clogin',
  ]) {
    const refused = await request.post(`${baseURL}${path}`, { headers: withCsrf, data: {} })
    expect(refused.status(), path).toBe(400)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'This address cannot be read. Check it and try again.',
    )
  }
})
