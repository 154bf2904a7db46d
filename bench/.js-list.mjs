import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
const url = process.argv[2]
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] })
const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
const files = []
page.on('response', async (r) => { if (r.request().resourceType() === 'script') { const b = await r.body(); files.push([r.url().split('/').pop(), gzipSync(b, { level: 9 }).length]) } })
await page.goto(url, { waitUntil: 'networkidle' })
await new Promise(r => setTimeout(r, 500))
files.sort((a, b) => b[1] - a[1])
let total = 0
for (const [n, s] of files) { total += s; console.log(String((s/1024).toFixed(2)).padStart(8), n) }
console.log('TOTAL', (total/1024).toFixed(2), 'KiB in', files.length, 'files')
await browser.close()
