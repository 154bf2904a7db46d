import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, locale: 'ar-SA' })
const page = await context.newPage()
await page.goto(process.argv[2]!, { waitUntil: 'networkidle' })
await page.locator('.shop-gallery-image').first().click()
await page.getByRole('dialog').waitFor()
await page.waitForTimeout(1000)
for (const sel of ['.matjar-viewer-layer', '.matjar-viewer', '.matjar-viewer-toolbar', '.matjar-viewer-stage', '.matjar-viewer-stage .matjar-image', '.matjar-viewer-stage img']) {
  const r = await page.locator(sel).first().boundingBox()
  console.log(sel, JSON.stringify(r))
}
await browser.close()
