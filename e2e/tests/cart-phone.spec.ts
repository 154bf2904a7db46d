import { discountedProduct, guestCartWith } from '../support/guest-cart.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, test } from '../support/test.ts'

for (const language of ['en', 'ar'] as const) {
  test(`${language}: on a phone the cart line and the promo form fit the screen`, async ({
    page,
    context,
    request,
  }) => {
    await chooseLanguage(context, language)
    // A discounted product: its line shows the price, the price before and the discount.
    await guestCartWith(page, request, (await discountedProduct(request)).id, 2)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/cart')

    const line = page.locator('.shop-cart-lines li').first()
    const name = line.locator('.shop-cart-line-name')
    const stepper = line.locator('.matjar-stepper')
    await expect(stepper).toBeVisible()
    const lineBox = (await line.boundingBox())!
    const nameBox = (await name.boundingBox())!
    const stepperBox = (await stepper.boundingBox())!
    // The name has the line's width (one row), not a narrow column beside the price.
    expect(nameBox.height).toBeLessThan(30)
    // It starts where the page's text starts: the left in English, the right in Arabic.
    if (language === 'en') expect(Math.abs(nameBox.x - lineBox.x)).toBeLessThan(2)
    else expect(Math.abs(nameBox.x + nameBox.width - (lineBox.x + lineBox.width))).toBeLessThan(2)
    // The quantity stepper is whole on the screen, below the name.
    expect(stepperBox.x).toBeGreaterThanOrEqual(0)
    expect(stepperBox.x + stepperBox.width).toBeLessThanOrEqual(390)
    expect(stepperBox.y).toBeGreaterThan(nameBox.y + nameBox.height - 1)

    // "Apply code" stays on one line, beside the field, inside the screen.
    const apply = page.locator('.shop-promo button')
    const applyBox = (await apply.boundingBox())!
    const field = (await page.locator('.shop-promo input').boundingBox())!
    expect(applyBox.height).toBeLessThanOrEqual(field.height + 1)
    expect(applyBox.x).toBeGreaterThanOrEqual(0)
    expect(applyBox.x + applyBox.width).toBeLessThanOrEqual(390)
    expect(Math.abs(applyBox.y + applyBox.height / 2 - (field.y + field.height / 2))).toBeLessThan(
      4,
    )
  })
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: on a phone the product list shows two products side by side, each inside the screen`, async ({
    page,
    context,
  }) => {
    await chooseLanguage(context, language)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/products', { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    // Both boxes in one look: measured one after the other, a line above that settled in between
    // (a font arriving) moved the second by 2 px on a busy machine.
    const [first, second] = await page
      .locator('.shop-grid .matjar-product-card')
      .evaluateAll((cards) =>
        cards.slice(0, 2).map((card) => {
          const { x, y, width, height } = card.getBoundingClientRect()
          return { x, y, width, height }
        }),
      )
    expect(first && second).toBeTruthy()
    expect(Math.abs(first!.y - second!.y)).toBeLessThan(2)
    for (const box of [first!, second!]) {
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    // The two do not overlap.
    const [left, right] = first!.x < second!.x ? [first!, second!] : [second!, first!]
    expect(left.x + left.width).toBeLessThanOrEqual(right.x)
  })
}
