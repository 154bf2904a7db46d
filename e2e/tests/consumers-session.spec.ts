// A session revoked on the server, met by an app built from the tarballs (the Vite consumer app,
// scripts/consumers.ts): after a reload the shopper is signed out with a message, the guest cart
// works, and nothing fails but the dead session's own refused calls.
import { apiUrl, consumersBuilt, viteConsumerUrl } from '../playwright.config.ts'
import { signUp } from '../support/customer.ts'
import { expect, failedResource, test } from '../support/test.ts'

test.skip(!consumersBuilt, 'the consumer apps were not built (npm test builds them; CI must)')

const url = `${viteConsumerUrl}/?api=${encodeURIComponent(apiUrl)}`

test('Vite: a session revoked on the server ends cleanly — signed out with a message, the guest cart works', async ({
  page,
  request,
  allowProblems,
}) => {
  // The browser itself logs each refused resource; the dead session is refused once per call
  // that carried it (the cart read, the wishlist read), then never sent again.
  allowProblems(failedResource(401, 'data/product/cart'), failedResource(401, 'auth/wishlist'))
  const customer = await signUp(request)
  await page.goto(url)
  await expect(page.locator('output')).toHaveText('0')
  // Signed in as the SDK keeps a session in the browser (auth_data, _token)…
  await page.evaluate(
    ({ session, token }) => {
      localStorage.setItem('auth_data', JSON.stringify(session))
      // biome-ignore lint/suspicious/noDocumentCookie: the cookie the SDK writes at sign-in.
      document.cookie = `_token=${token}; path=/`
    },
    { session: customer.session, token: customer.token },
  )
  // …and the session revoked on the server (from another device, say).
  const revoked = await request.get(`${apiUrl}/auth/logout`, {
    headers: { authorization: `Bearer ${customer.token}` },
  })
  expect(revoked.status()).toBe(200)

  await page.reload()
  await expect(page.getByText('Your session has ended')).toBeVisible()
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth_data'))).toBeNull()

  await page.getByRole('button', { name: 'Add to cart' }).click()
  await expect(page.locator('output')).toHaveText('1')
  await expect(page.getByText('Added to cart')).toBeVisible()
  // The guest's cart, kept across a reload; the dead token is not sent again.
  const bearers: string[] = []
  page.on('request', (sent) => {
    const bearer = sent.headers().authorization
    if (bearer) bearers.push(bearer)
  })
  await page.reload()
  await expect(page.locator('output')).toHaveText('1')
  expect(bearers).toEqual([])
})
