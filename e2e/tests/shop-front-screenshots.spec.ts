// Not a test: `pnpm --filter ./e2e screenshots` (or this file alone with SCREENSHOTS=1) takes a
// picture of the home page and /categories on a phone (390 px) and a desktop (1280 px), in
// ar-dark and en-light, into e2e/screenshots/ (gitignored).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '../support/test.ts'

const folder = join(import.meta.dirname, '../screenshots')

test.skip(!process.env.SCREENSHOTS, 'only with SCREENSHOTS=1 (pnpm --filter ./e2e screenshots)')

for (const [language, mode] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`${language}-${mode}: home and categories at 390 and 1280 px`, async ({ page, context }) => {
    test.setTimeout(180_000)
    mkdirSync(folder, { recursive: true })
    const baseURL = test.info().project.use.baseURL!
    await context.addCookies([
      { name: 'lang', value: language, url: baseURL },
      { name: 'nuxt-color-mode', value: mode, url: baseURL },
    ])
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
      for (const [name, path] of [
        ['home', '/'],
        ['categories', '/categories'],
      ] as const) {
        await page.goto(path)
        // Lazy pictures load as they come near: scroll through once, then back to the top.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 80))
          }
          window.scrollTo(0, 0)
        })
        await page.waitForLoadState('networkidle')
        await page.screenshot({
          path: join(folder, `${language}-${mode}--${name}-${width}.png`),
          fullPage: true,
        })
      }
    }
  })
}
