import { expect, type Page, test } from '../support/test.ts'

/** What Vite's preload helper dispatches when a dynamic import fails; answers whether it was taken. */
const chunkFails = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
      payload?: unknown
    }
    event.payload = new TypeError(
      'Failed to fetch dynamically imported module: /assets/gone-after-deploy.js',
    )
    window.dispatchEvent(event)
    return event.defaultPrevented
  })

test('a chunk that fails to load reloads the page once; failing again within 10 seconds does not loop', async ({
  page,
}) => {
  let documents = 0
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents += 1
  })
  await page.goto('/cart?from=test')
  await page.waitForLoadState('networkidle')
  expect(documents).toBe(1)

  // First failure: the page reloads to fetch the current build, and the guard is kept.
  const reloaded = page.waitForEvent('load')
  expect(await chunkFails(page)).toBe(true)
  await reloaded
  await page.waitForLoadState('networkidle')
  expect(documents).toBe(2)
  const guard = await page.evaluate(() => sessionStorage.getItem('matjar-reload-guard'))
  const { path, expiresAt } = JSON.parse(guard ?? '{}') as { path: string; expiresAt: number }
  expect(path).toBe('/cart?from=test')
  const left = expiresAt - (await page.evaluate(() => Date.now()))
  expect(left).toBeGreaterThan(0)
  expect(left).toBeLessThanOrEqual(10_000)

  // The same failure again: no second reload (the error goes on to the error view).
  expect(await chunkFails(page)).toBe(false)
  await page.waitForTimeout(500)
  expect(documents).toBe(2)
  await expect(page).toHaveURL(/\/cart\?from=test$/)

  // Another page is not held back by the guard of this one.
  await page.goto('/products')
  await page.waitForLoadState('networkidle')
  const again = page.waitForEvent('load')
  expect(await chunkFails(page)).toBe(true)
  await again
  expect(documents).toBe(4)
})
