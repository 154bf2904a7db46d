/**
 * Screenshots of the key components in Arabic/dark and English/light, from the static Storybook,
 * in Chromium. Run with Node 24: `pnpm --filter @matjar/ui screenshots` (builds Storybook first
 * unless `--no-build`). Pictures go to `packages/ui/screenshots/` (gitignored).
 */
import { execFileSync } from 'node:child_process'
import { createReadStream, existsSync, mkdirSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.ts'

const root = new URL('..', import.meta.url).pathname
const site = join(root, 'storybook-static')
const out = join(root, 'screenshots')

if (!process.argv.includes('--no-build') || !existsSync(site)) {
  execFileSync('pnpm', ['build-storybook'], { cwd: root, stdio: 'inherit' })
}
mkdirSync(out, { recursive: true })

const types: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
}
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
  let file = join(site, path)
  if (!file.startsWith(site) || !existsSync(file)) {
    response.writeHead(404).end()
    return
  }
  if (statSync(file).isDirectory()) file = join(file, 'index.html')
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
  createReadStream(file).pipe(response)
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
const port = typeof address === 'object' && address ? address.port : 0

/**
 * Story id, what to do before the picture (open a list …), and the widths of whole-page pictures
 * (a phone's 390 and a desktop's 1280) where the story is a page rather than a component.
 */
const stories: {
  id: string
  before?: (page: import('playwright-core').Page) => Promise<void>
  widths?: number[]
}[] = [
  { id: 'actions--buttons' },
  { id: 'actions--icon-buttons' },
  { id: 'actions--language-and-colour-mode' },
  { id: 'forms--text-fields' },
  {
    id: 'forms--phone',
    before: async (page) => {
      await page.locator('.matjar-phone-country').first().click()
      await page.keyboard.press('ArrowDown')
    },
  },
  { id: 'forms--choices' },
  { id: 'forms--quantity' },
  { id: 'forms--rating' },
  { id: 'content--prices' },
  { id: 'content--card' },
  { id: 'content--product-tabs' },
  { id: 'content--faq' },
  { id: 'content--timer' },
  { id: 'content--pages' },
  { id: 'content--empty' },
  { id: 'content--error-page' },
  { id: 'overlays--confirm-dialog' },
  { id: 'overlays--login-dropdown' },
  { id: 'overlays--toasts' },
  { id: 'overlays--loading' },
  { id: 'overlays--viewer' },
  { id: 'shop-front--pictures' },
  { id: 'shop-front--product-row' },
  { id: 'shop-front--home', widths: [390, 1280] },
  { id: 'shop-front--categories', widths: [390, 1280] },
]
const looks = [
  { name: 'ar-dark', globals: 'language:ar;colorMode:dark' },
  { name: 'en-light', globals: 'language:en;colorMode:light' },
]

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 640 } })
  // Nothing leaves the machine: every request but the local server's is refused.
  await page.route('**/*', (route) =>
    route.request().url().startsWith(`http://127.0.0.1:${port}/`)
      ? route.continue()
      : route.abort(),
  )
  for (const look of looks) {
    for (const story of stories) {
      await page.goto(
        `http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story&globals=${look.globals}`,
      )
      await page.locator('#storybook-root > *').first().waitFor()
      await story.before?.(page)
      await page.waitForTimeout(300)
      for (const width of story.widths ?? [null]) {
        if (width) await page.setViewportSize({ width, height: 844 })
        const file = join(out, `${look.name}--${story.id}${width ? `-${width}` : ''}.png`)
        await page.screenshot({ path: file, fullPage: Boolean(width) })
        console.log(file)
      }
      await page.setViewportSize({ width: 900, height: 640 })
    }
  }
} finally {
  await browser.close()
  server.close()
}
