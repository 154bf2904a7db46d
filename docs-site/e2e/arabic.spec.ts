// The Arabic pages of the site (docs/ar/, served under /ar/) as an Arabic reader meets them:
// right to left, a switch to the same page in English, and a search that finds Arabic words.
import { expect, test } from '@playwright/test'

const ARABIC_GUIDE = '/ar/guides/testing/'
const ENGLISH_GUIDE = '/guides/testing/'

test('a guide is served in Arabic, right to left, under /ar/', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(ARABIC_GUIDE)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختبار واجهة متجرك')
  // The page's own text, not the English page behind Starlight's "not translated yet" notice.
  await expect(page.getByText('هذا المحتوى غير متوفر بلغتك بعد.')).toHaveCount(0)
  await expect(page.locator('main')).toContainText('الخلفية في الذاكرة')
  // Code is the English page's code, its lines left to right.
  const code = page.locator('main pre').filter({ hasText: 'createMemoryBackend()' }).first()
  await expect(code).toBeVisible()
  await expect(code.locator('.ec-line').first()).toHaveCSS('direction', 'ltr')
  // The sidebar is the Arabic one, and links to Arabic pages where they exist.
  const sidebar = page.locator('#starlight__sidebar')
  await expect(sidebar.getByText('الأدلة', { exact: true })).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'نظرة عامة', exact: true })).toHaveAttribute(
    'href',
    '/ar/getting-started/',
  )
  // A block wider than a phone starts at its lines' beginnings, not scrolled to their ends.
  await page.setViewportSize({ width: 390, height: 844 })
  const wide = page.locator('main pre').filter({ hasText: 'import' }).first()
  await wide.scrollIntoViewIfNeeded()
  const [block, line] = [
    await wide.boundingBox(),
    await wide.locator('.ec-line').first().boundingBox(),
  ]
  expect(line!.x).toBeGreaterThanOrEqual(block!.x)
  expect(errors).toEqual([])
})

test('the language switch goes to the same page in English, and back', async ({ page }) => {
  await page.goto(ARABIC_GUIDE)
  const arabicSwitch = page.getByRole('combobox', { name: 'اختر لغة' }).first()
  await expect(arabicSwitch.locator('option', { hasText: 'English' })).toHaveAttribute(
    'value',
    ENGLISH_GUIDE,
  )
  await arabicSwitch.selectOption({ label: 'English' })
  await expect(page).toHaveURL(new RegExp(`${ENGLISH_GUIDE}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testing your storefront')

  await page.getByRole('combobox', { name: 'Select language' }).first().selectOption({
    label: 'العربية',
  })
  await expect(page).toHaveURL(new RegExp(`${ARABIC_GUIDE}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اختبار واجهة متجرك')
})

test('search on an Arabic page finds an Arabic word and lands on the Arabic page', async ({
  page,
}) => {
  await page.goto('/ar/getting-started/')
  await page.getByRole('button', { name: 'ابحث' }).click()
  const dialog = page.getByRole('dialog')
  // "Cups": only the testing guide's sample shop sells them.
  await dialog.getByRole('textbox').fill('فناجين')
  const first = dialog.locator('.pagefind-ui__result-link').first()
  await expect(first).toHaveAttribute('href', new RegExp(`${ARABIC_GUIDE}$`))
  await expect(first).toHaveText('اختبار واجهة متجرك')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`${ARABIC_GUIDE}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})
