import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, locale: 'ar-SA' })
const page = await context.newPage()
await page.goto('http://127.0.0.1:3500/ar/product/61', { waitUntil: 'networkidle' })
await page.locator('.shop-gallery-image').first().click()
await page.getByRole('dialog').waitFor()
await page.waitForTimeout(1500)
await page.screenshot({ path: '/tmp/walk-viewer2.png' })
const img = page.locator('.matjar-viewer-stage img')
console.log(await img.evaluate((i: HTMLImageElement) => [i.complete, i.naturalWidth, i.currentSrc, getComputedStyle(i).transform, i.getBoundingClientRect().height]))
await browser.close()
