import { expect, test } from '@playwright/test'

// The shopper's way through the shop, in both languages: listing → product → add to cart → cart.
for (const { language, home, addToCart, cart } of [
  { language: 'English', home: '/', addToCart: 'Add to cart', cart: 'Cart' },
  { language: 'Arabic', home: '/ar/', addToCart: 'أضف إلى السلة', cart: 'السلة' },
]) {
  test(`${language}: a product found in the listing goes into the cart`, async ({ page }) => {
    await page.goto(`${home}products`)
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'Arabic' ? 'rtl' : 'ltr')

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .first()
    const name = await card.getByRole('heading').textContent()
    await card.getByRole('link').first().click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    // Its picture shows: served by the API (or the in-memory backend), never a broken image.
    const picture = page.getByRole('main').locator('img').first()
    await expect
      .poll(() => picture.evaluate((img) => img.complete && img.naturalWidth > 0))
      .toBe(true)

    await page.getByRole('button', { name: addToCart }).click()
    const count = page.getByRole('navigation').getByRole('status', { name: cart })
    await expect(count).toHaveText('1')

    await page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(cart) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${home}cart$`))
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  })
}
