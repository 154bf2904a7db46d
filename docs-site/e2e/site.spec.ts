// The built documentation site as a reader meets it: search, the sidebar, live examples.
import { expect, type Page, test } from '@playwright/test'

/** Fails the test on a script error of the page. */
const watchErrors = (page: Page) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return () => expect(errors, 'errors thrown by the page').toEqual([])
}

test('searching "wishlist" lands on the wishlist guide', async ({ page }) => {
  const noErrors = watchErrors(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox', { name: 'Search' }).fill('wishlist')
  const first = dialog.locator('.pagefind-ui__result-link').first()
  await expect(first).toHaveAttribute('href', /\/guides\/wishlist\/$/)
  await first.click()
  await expect(page).toHaveURL(/\/guides\/wishlist\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wishlist')
  noErrors()
})

test('every link of the sidebar opens a page', async ({ page }) => {
  await page.goto('/')
  const hrefs = await page
    .locator('#starlight__sidebar a[href]')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))])
  expect(hrefs.length).toBeGreaterThan(40)
  const broken: string[] = []
  for (const href of hrefs) {
    const response = await page.request.get(href)
    const html = await response.text()
    if (response.status() !== 200 || !/<h1[\s>]/.test(html))
      broken.push(`${href} (${response.status()})`)
  }
  expect(broken, 'sidebar links that did not open a page').toEqual([])
  // And a few of them as a reader follows them, by clicking.
  for (const name of ['Wishlist', 'Cart machine', 'Button']) {
    await page
      .locator('#starlight__sidebar')
      .getByRole('link', { name, exact: true })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('a component example switches to Arabic, right to left', async ({ page }) => {
  const noErrors = watchErrors(page)
  await page.goto('/components/button/')
  const example = page.locator('matjar-story-example').first()
  const frame = example.locator('iframe')
  await expect(frame).toHaveAttribute('data-dir', 'ltr')
  const story = example.frameLocator('iframe')
  await example.hover() // the frame wakes when the reader reaches it
  await expect(story.getByRole('button', { name: 'Add to cart' })).toBeVisible()

  await example.getByRole('button', { name: 'العربية' }).click()
  await expect(example.getByRole('button', { name: 'العربية' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(frame).toHaveAttribute('data-dir', 'rtl')
  await expect(story.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(story.getByRole('button', { name: 'أضف إلى السلة' })).toBeVisible()
  noErrors()
})

test('the colour mode follows the reader, examples included', async ({ page }) => {
  await page.goto('/components/price/')
  await page.getByRole('combobox', { name: 'Select theme' }).selectOption('dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const story = page.locator('matjar-story-example').first().frameLocator('iframe')
  await expect(story.locator('html')).toHaveAttribute('data-color-mode', 'dark')
})

test('pages load nothing from outside the site (search and diagrams included)', async ({
  page,
  baseURL,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!url.startsWith(`${baseURL}/`) && !url.startsWith('data:')) outside.push(url)
  })
  for (const path of [
    '/',
    '/machines/auth/',
    '/reference/http/cart/',
    '/components/productcard/',
  ]) {
    await page.goto(path, { waitUntil: 'networkidle' })
  }
  await page.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('dialog').getByRole('textbox', { name: 'Search' }).fill('cart')
  await expect(page.getByRole('dialog').locator('.pagefind-ui__result-link').first()).toBeVisible()
  expect(outside).toEqual([])
})

test('a story that opens a dialog does not take the focus of a reader who has not reached it', async ({
  page,
}) => {
  await page.goto('/components/dialog/')
  const story = page.locator('matjar-story-example').first().frameLocator('iframe')
  await expect(story.getByText('Cancel the order?')).toBeAttached()
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY')
  await page.locator('matjar-story-example').first().hover()
  await story.getByRole('button', { name: 'Keep it' }).click()
  await expect(story.getByText('Cancel the order?')).not.toBeAttached()
})
