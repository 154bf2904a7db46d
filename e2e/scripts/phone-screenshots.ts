// Not a test: pictures of the shop on a phone (390 × 844) for people to look at — home, listing,
// product, cart, checkout and account, in English and Arabic, light and dark — into
// e2e/screenshots/phone/ (gitignored). Against a running shop:
//   pnpm --filter ./e2e phone-screenshots http://127.0.0.1:3000 http://127.0.0.1:4000 examples/api/.data/outbox
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.ts'

const [shop = 'http://127.0.0.1:3000', api = 'http://127.0.0.1:4000', outbox = ''] =
  process.argv.slice(2)
const folder = join(import.meta.dirname, '../screenshots/phone')
mkdirSync(folder, { recursive: true })

const json = async <T>(path: string, init?: RequestInit): Promise<T> => {
  const answer = await fetch(`${api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init?.headers },
  })
  if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { data: T }).data
}

/** A customer signed up through the API with the code from the outbox: the session token. */
const signUp = async (): Promise<string> => {
  const email = `shot.${crypto.randomUUID().slice(0, 8)}@example.com`
  const password = 'Qahwa#2025'
  await json('/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      user_name: 'sara',
      first_name: 'Sara',
      last_name: 'Ali',
      email,
      phone: '+966512345678',
      password,
      confirm_password: password,
      accept_terms: true,
    }),
  })
  await new Promise((resolve) => setTimeout(resolve, 500))
  const mail = readdirSync(outbox)
    .sort()
    .map(
      (name) =>
        JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; text: string },
    )
    .filter((sent) => sent.to === email)
    .at(-1)
  const code = /\b\d{8}\b/.exec(mail?.text ?? '')?.[0]
  if (!code) throw new Error(`no code mailed to ${email}`)
  return (
    await json<{ token: string }>('/auth/register/confirm', {
      method: 'POST',
      body: JSON.stringify({ email, code }),
    })
  ).token
}

type Card = { id: number; has_selections: boolean; stock: number }
const products = await json<{ items: Card[] }>('/data/products?per_page=40')
const product = products.items.find((each) => !each.has_selections && each.stock > 5)!
const token = outbox ? await signUp() : null
if (token) {
  const bearer = { authorization: `Bearer ${token}` }
  await json('/auth/addresses', {
    method: 'POST',
    headers: bearer,
    body: JSON.stringify({
      name: 'البيت',
      type: 'home',
      country: 'SA',
      state: 'SA-01',
      city: 'riyadh',
      phone: '+966512345678',
      details: 'King Fahd Road, building 12',
      is_default: true,
    }),
  })
}

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
for (const language of ['en', 'ar'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      timezoneId: 'Asia/Riyadh',
    })
    await context.addCookies([
      { name: 'lang', value: language, url: shop },
      { name: 'nuxt-color-mode', value: mode, url: shop },
    ])
    const page = await context.newPage()
    const at = (path: string) => `${shop}${language === 'ar' ? '/ar' : ''}${path}`
    const shoot = async (name: string, path: string | null, full = false) => {
      if (path) await page.goto(at(path), { waitUntil: 'networkidle' })
      await page.screenshot({
        path: join(folder, `${language}-${mode}--${name}.png`),
        fullPage: full,
      })
    }
    await shoot('home', '/')
    await shoot('listing', '/products')
    await shoot('product', `/product/${product.id}`)
    await page.locator('.shop-buy button.matjar-button').last().click()
    await page.waitForTimeout(800)
    await shoot('cart', '/cart')
    await page.locator('.shop-checkout').scrollIntoViewIfNeeded()
    await page.waitForTimeout(600)
    await shoot('checkout', null)
    if (token) {
      await json('/actions/product/add-to-cart', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify({ product_id: product.id, product_type: 'retail', quantity: 1 }),
      }).catch(() => {})
      await context.addCookies([{ name: '_token', value: token, url: shop, httpOnly: true }])
      await shoot('account', '/user-profile/profile')
      await shoot('addresses', '/user-profile/addresses')
      await shoot('checkout-signed-in', '/cart')
    }
    await context.close()
  }
}
await browser.close()
console.log(`Pictures in ${folder}`)
