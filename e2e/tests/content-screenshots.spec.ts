// Not a test: `pnpm --filter ./e2e screenshots` (or this file alone with SCREENSHOTS=1) takes a
// picture of every content screen in ar-dark and en-light into e2e/screenshots/ (gitignored).
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { test } from '../support/test.ts'

const folder = join(import.meta.dirname, '../screenshots')

test.skip(!process.env.SCREENSHOTS, 'only with SCREENSHOTS=1 (pnpm --filter ./e2e screenshots)')

for (const [language, mode] of [
  ['ar', 'dark'],
  ['en', 'light'],
] as const) {
  test(`${language}-${mode}: every content screen`, async ({ page, context }) => {
    test.setTimeout(120_000)
    mkdirSync(folder, { recursive: true })
    const baseURL = test.info().project.use.baseURL!
    await context.addCookies([
      { name: 'lang', value: language, url: baseURL },
      { name: 'nuxt-color-mode', value: mode, url: baseURL },
    ])
    await page.setViewportSize({ width: 1280, height: 900 })
    const shoot = async (name: string, path?: string) => {
      if (path) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
      }
      await page.screenshot({
        path: join(folder, `${language}-${mode}--${name}.png`),
        fullPage: true,
      })
    }
    await shoot('blogs', '/blogs')
    await shoot('blog', '/blogs/how-to-brew-arabic-coffee')
    for (const slug of ['about', 'services', 'terms', 'privacy']) await shoot(slug, `/${slug}`)
    await shoot('contact-us', '/contact-us')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(3 * 1024 * 1024),
    })
    await page
      .getByRole('button', { name: language === 'en' ? 'Send message' : 'أرسل الرسالة' })
      .click()
    await shoot('contact-us-errors')
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot('mobile-blogs', '/blogs')
  })
}
