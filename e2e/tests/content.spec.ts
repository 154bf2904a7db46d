import { axeViolationsOnScreens } from '../support/axe.ts'
import { chooseLanguage } from '../support/language.ts'
import { expect, failedResource, test } from '../support/test.ts'

/** The shop's content: blogs, content pages and the contact form, in both languages. */
const text = {
  en: {
    blog: 'Blog',
    about: 'About',
    sent: 'Message sent successfully',
    tooLarge: 'Each attachment must be at most 2 MB',
    wrongType: 'Attachments must be JPG, PNG or PDF files',
    send: 'Send message',
    attachments: /Attachments/,
  },
  ar: {
    blog: 'المدونة',
    about: 'من',
    sent: 'تم إرسال الرسالة بنجاح',
    tooLarge: 'يجب ألا يتجاوز حجم كل مرفق 2 ميغابايت',
    wrongType: 'يجب أن تكون المرفقات بصيغة JPG أو PNG أو PDF',
    send: 'أرسل الرسالة',
    attachments: /المرفقات/,
  },
} as const

const screens = [
  '/blogs',
  '/blogs/bakhoor-guide',
  '/about',
  '/services',
  '/terms',
  '/privacy',
  '/page?slug=about',
  '/contact-us',
]

// A minimal PDF: the header is what the API's content sniffing looks for.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')

for (const language of ['en', 'ar'] as const) {
  const t = text[language]
  test.describe(`${language}: the shop's content`, () => {
    test.beforeEach(async ({ context }) => {
      await chooseLanguage(context, language)
    })

    test('blogs list, a post and the content pages are rendered from the API', async ({
      page,
      allowProblems,
    }) => {
      // A post and a page that do not exist are 404 pages, on purpose.
      allowProblems(failedResource(404, '/(blogs/no-such-post|page\\?slug=no-such-page)'))
      await page.goto('/blogs')
      await expect(page.getByRole('heading', { level: 1, name: t.blog })).toBeVisible()
      const first = page.getByRole('listitem').getByRole('link').first()
      const title = (await first.textContent())!
      await first.click()
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('.shop-prose p').first()).toBeVisible()
      for (const path of ['/about', '/services', '/terms', '/privacy']) {
        const answer = await page.goto(path)
        expect(answer?.status()).toBe(200)
        await expect(page.locator('h1')).not.toBeEmpty()
        await expect(page.locator('.shop-prose p').first()).toBeVisible()
      }
      expect((await page.goto('/blogs/no-such-post'))?.status()).toBe(404)
      expect((await page.goto('/page?slug=no-such-page'))?.status()).toBe(404)
    })

    test('the contact form refuses a 3 MB file and a wrong type, then sends a valid one', async ({
      page,
    }) => {
      await page.goto('/contact-us')
      const files = page.getByLabel(t.attachments)
      await files.setInputFiles({
        name: 'big.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.concat([pdf, Buffer.alloc(3 * 1024 * 1024)]),
      })
      await expect(page.getByText(t.tooLarge)).toBeVisible()
      await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: pdf })
      await expect(page.getByText(t.wrongType)).toBeVisible()
      await files.setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf })
      await expect(page.getByText('receipt.pdf', { exact: true })).toBeVisible()
      await expect(page.getByText(t.wrongType)).toBeHidden()

      await page.locator('input[name="name"]').fill('Sara Ahmed')
      await page.locator('input[name="email"]').fill(`sara+${language}@example.com`)
      await page.locator('input[type="tel"]').fill('501234567')
      await page.locator('textarea[name="message"]').fill('Do you deliver to Abha?')
      await page.getByRole('button', { name: t.send }).click()
      await expect(page.getByText(t.sent)).toBeVisible()
      await expect(page.getByText('receipt.pdf', { exact: true })).toBeHidden()
    })

    test('every content screen passes axe', async ({ page }) => {
      test.setTimeout(60_000)
      expect(await axeViolationsOnScreens(page, screens)).toEqual([])
    })
  })
}
