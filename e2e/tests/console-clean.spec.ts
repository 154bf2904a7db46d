// A shopper on Saudi time (the suite's browser) against servers in UTC: the home page and the
// content pages render and hydrate with no page error, no hydration mismatch, no console error and
// no missing resource, in both languages.
import { expect, type Page, test } from '../support/test.ts'

const PAGES = ['/', '/about', '/services', '/terms', '/privacy', '/blogs']

const problemsOf = (page: Page) => {
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`)
  })
  return problems
}

for (const language of ['en', 'ar'] as const) {
  test(`${language}: home and content pages hydrate cleanly on Saudi time`, async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'lang', value: language, url: test.info().project.use.baseURL! },
    ])
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      'Asia/Riyadh',
    )
    const problems = problemsOf(page)
    for (const path of PAGES) {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await page.waitForLoadState('networkidle')
    }
    expect(problems).toEqual([])
  })
}
