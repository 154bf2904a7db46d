// Issue 47 at 320 and 390 px, in both languages: no page of the customer's area scrolls sideways
// (the wallet's and the points' ledgers included, with their dates), and every section of the
// phone header is on the screen, none hidden behind a fade.
import { apiUrl } from '../playwright.config.ts'
import {
  accountScreens,
  type Customer,
  fillCart,
  productFor,
  signedInWithHistory,
} from '../support/customer.ts'
import { chooseLanguage, pathIn } from '../support/language.ts'
import { type APIRequestContext, expect, type Page, test } from '../support/test.ts'

const widths = [320, 390] as const

/** How far the page reaches past the window's width (0 when nothing scrolls sideways). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/** Where a picture of the page goes when SHOTS names a folder (to look at by hand). */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS)
    await page.screenshot({ path: `${process.env.SHOTS}/${name}.png`, fullPage: true })
}

/**
 * Lines in the customer's wallet: a recharge paid on the test card page, an order paid from the
 * wallet, and its refund when it is cancelled (each of the two with the order's number).
 */
const walletLines = async (request: APIRequestContext, customer: Customer) => {
  const headers = { Authorization: `Bearer ${customer.token}` }
  const recharge = await request.post(`${apiUrl}/auth/wallet/recharge`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '181.00', payment_method: 'card' },
  })
  expect(recharge.status(), await recharge.text()).toBe(200)
  const { payment_url } = ((await recharge.json()) as { data: { payment_url: string } }).data
  const paid = await request.post(payment_url, {
    form: { action: 'pay', card: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    maxRedirects: 0,
  })
  expect(paid.status(), await paid.text()).toBe(303)
  await fillCart(request, customer, (await productFor(request, 30)).id, 1)
  const addresses = await request.get(`${apiUrl}/auth/addresses`, { headers })
  const address = ((await addresses.json()) as { data: { id: number }[] }).data[0]!
  const branches = (await (await request.get(`${apiUrl}/data/branches`)).json()) as {
    data: { id: number }[]
  }
  const checkout = await request.post(`${apiUrl}/actions/checkout`, {
    headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
    data: { address_id: address.id, branch_id: branches.data[0]!.id, payment_method: 'wallet' },
  })
  expect(checkout.status(), await checkout.text()).toBe(201)
  const order = ((await checkout.json()) as { data: { order: { id: number } } }).data.order
  const cancelled = await request.post(`${apiUrl}/auth/orders/${order.id}/cancel`, { headers })
  expect(cancelled.status(), await cancelled.text()).toBe(200)
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: no page of the account area scrolls sideways at 320 and 390 px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000)
    const orders = await signedInWithHistory(context, request, language)
    await walletLines(request, orders.customer)
    const wide: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      for (const [name, path] of accountScreens(orders)) {
        await page.goto(path)
        await page.waitForLoadState('networkidle')
        const past = await sideways(page)
        if (past > 0) wide.push(`${width} px ${name}: ${past} px too wide`)
        if (name === 'wallet' || name === 'points') await shot(page, `${language}-${width}-${name}`)
      }
    }
    expect(wide).toEqual([])
    // A ledger's date is short: one or two lines, not a column of words.
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/user-profile/wallet', '/user-profile/points']) {
        await page.goto(path)
        const lines = await page.locator('.shop-ledger time').evaluateAll((times) =>
          times.map((time) => {
            const height = time.getBoundingClientRect().height
            return Math.round(height / Number.parseFloat(getComputedStyle(time).lineHeight))
          }),
        )
        expect(lines.length, path).toBeGreaterThan(0)
        for (const count of lines) expect(count, `${width} px ${path}`).toBeLessThanOrEqual(2)
      }
    }
  })

  test(`${language}: every section of the phone header is on the screen at 320 and 390 px`, async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseLanguage(context, language)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(pathIn(language, '/'))
      const links = page.locator('header.shop-header nav a')
      await expect(links).toHaveCount(4)
      const outside = await links.evaluateAll((all) =>
        all.flatMap((link) => {
          const box = link.getBoundingClientRect()
          // Cut by every ancestor that clips, as the shopper sees it.
          let [left, right] = [box.left, box.right]
          for (let at = link.parentElement; at; at = at.parentElement) {
            if (getComputedStyle(at).overflowX === 'visible') continue
            const clip = at.getBoundingClientRect()
            left = Math.max(left, clip.left)
            right = Math.min(right, clip.right)
          }
          const whole = left <= box.left + 0.5 && right >= box.right - 0.5
          return whole && box.left >= 0 && box.right <= window.innerWidth
            ? []
            : [`${link.textContent?.trim()}: ${Math.round(box.left)}–${Math.round(box.right)}`]
        }),
      )
      expect(outside, `${width} px`).toEqual([])
      await shot(page, `${language}-${width}-header`)
    }
    // Pictures of the header in the dark, to look at by hand.
    if (!process.env.SHOTS) return
    await context.addCookies([{ name: 'nuxt-color-mode', value: 'dark', url: baseURL! }])
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(pathIn(language, '/'))
      await shot(page, `${language}-${width}-header-dark`)
    }
  })
}
