// The shopper's language, as the storefront remembers it: the `lang` cookie.
import type { BrowserContext } from '@playwright/test'
import { test } from './test.ts'

export type Language = 'en' | 'ar'

/** The browser reads the shop in `language` on `url` (the storefront under test by default). */
export const chooseLanguage = async (
  context: BrowserContext,
  language: Language,
  url = test.info().project.use.baseURL!,
) => {
  await context.addCookies([{ name: 'lang', value: language, url }])
}

/** The value of the cookie `name` in `context` now (undefined when it has none): poll it. */
export const cookieValue = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name)?.value

/** Each language has its own addresses: English plain, Arabic under /ar. */
export const pathIn = (language: Language, path: string) =>
  language === 'ar' ? `/ar${path === '/' ? '' : path}` : path
