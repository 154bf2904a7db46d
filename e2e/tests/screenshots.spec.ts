// Not a test: `pnpm --filter ./e2e screenshots` takes a picture of every screen in ar-dark and
// en-light into e2e/screenshots/ (gitignored), for people to look at. Skipped in `npm test`.
import { googleShopUrl } from '../playwright.config.ts'
import { discountedProduct, guestCartWith } from '../support/guest-cart.ts'
import { dressIn, looks, onlyWhenTakingScreenshots, photograph } from '../support/screenshots.ts'
import { failedResource, test } from '../support/test.ts'
import { idToken, useFakeGoogle } from './google-stand-in.ts'

onlyWhenTakingScreenshots()

for (const look of looks) {
  const [language, mode] = look
  test(`${language}-${mode}: every screen`, async ({ page, context, request, allowProblems }) => {
    test.setTimeout(180_000)
    await dressIn(context, look)
    const offer = await discountedProduct(request)
    await guestCartWith(page, request, offer.id, 2)
    await page.setViewportSize({ width: 1280, height: 900 })
    const shoot = async (name: string, path: string, full = true) => {
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
      await photograph(page, look, name, full)
    }
    await shoot('home', '/')
    await shoot('categories', '/categories')
    await shoot('listing', '/products/coffee-and-tea?sort=price_asc')
    await shoot('brands', '/brands')
    await shoot('brand-listing', '/products?brand=bait-al-dallah')
    await shoot('product', `/product/${offer.id}`)
    await page.locator('.shop-gallery-image').first().click()
    await photograph(page, look, 'image-viewer', false)
    await page.keyboard.press('Escape')
    await shoot('cart', '/cart')
    await shoot('sign-in', '/auth')
    await shoot('register', '/auth?page=register')
    await shoot('forgot-password', '/auth?page=_forget_password')
    allowProblems(failedResource(404, '/no-such-page'))
    await shoot('not-found', '/no-such-page')
    // The shop with Google sign-in: a stand-in draws the button (Google's own is an iframe that
    // can't load here), so this shows where it sits, not what Google draws.
    await dressIn(context, look, googleShopUrl)
    await useFakeGoogle(page, idToken({ sub: 'screenshot', email: 'shot@example.com' }))
    await shoot('sign-in-with-google', `${googleShopUrl}/auth`)
    await page.setViewportSize({ width: 390, height: 844 })
    await shoot('mobile-home', '/')
    await shoot('mobile-categories', '/categories')
    await shoot('mobile-listing', '/products/coffee-and-tea', false)
    await shoot('mobile-cart', '/cart', false)
    await shoot('mobile-cart-full', '/cart')
    await shoot('mobile-brands', '/brands', false)
  })
}
