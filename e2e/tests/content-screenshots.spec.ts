// Not a test: `pnpm --filter ./e2e screenshots` (or this file alone with SCREENSHOTS=1) takes a
// picture of every content screen in ar-dark and en-light into e2e/screenshots/ (gitignored).
import { dressIn, looks, onlyWhenTakingScreenshots, photograph } from '../support/screenshots.ts'
import { test } from '../support/test.ts'

onlyWhenTakingScreenshots()

for (const look of looks) {
  const [language, mode] = look
  test(`${language}-${mode}: every content screen`, async ({ page, context }) => {
    test.setTimeout(120_000)
    await dressIn(context, look, test.info().project.use.baseURL!)
    await page.setViewportSize({ width: 1280, height: 900 })
    const shoot = async (name: string, path?: string) => {
      if (path) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
      }
      await photograph(page, look, name)
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
