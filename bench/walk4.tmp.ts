import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../scripts/chromium.ts'
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
for (const [w, h] of [[390, 844], [1280, 800]]) {
const context = await browser.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 2, locale: 'ar-SA' })
const page = await context.newPage()
await page.goto(process.argv[2]!, { waitUntil: 'networkidle' })
await page.addStyleTag({ content: '.matjar-image > source { display: none }' })
await page.locator('.shop-gallery-image').first().click()
await page.getByRole('dialog').waitFor()
await page.waitForTimeout(800)
for (const sel of ['.matjar-viewer-stage', '.matjar-viewer-stage img']) console.log(w, sel, JSON.stringify(await page.locator(sel).first().boundingBox()))
await page.screenshot({ path: `/tmp/viewer-fix-${w}.png` })
await page.keyboard.press('+')
await page.waitForTimeout(300)
console.log(w, 'zoomed', JSON.stringify(await page.locator('.matjar-viewer-stage img').first().boundingBox()))
}
await browser.close()
