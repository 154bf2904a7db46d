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
