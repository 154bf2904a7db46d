// The screenshot files are not tests: `pnpm --filter ./e2e screenshots` (or one file with
// SCREENSHOTS=1) takes pictures of the shop for people to look at, into e2e/screenshots/
// (gitignored). What they share: where the pictures go, the looks, and how a picture is named.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { BrowserContext, Page } from '@playwright/test'
import { chooseLanguage, type Language } from './language.ts'
import { test } from './test.ts'

const folder = join(import.meta.dirname, '../screenshots')

/** Skips the calling file's tests unless pictures were asked for (SCREENSHOTS=1). */
export const onlyWhenTakingScreenshots = () =>
  test.skip(!process.env.SCREENSHOTS, 'only with SCREENSHOTS=1 (pnpm --filter ./e2e screenshots)')

/** The looks each screen is photographed in: Arabic in dark mode, English in light mode. */
export const looks = [
  ['ar', 'dark'],
  ['en', 'light'],
] as const satisfies readonly (readonly [Language, 'dark' | 'light'])[]

export type Look = (typeof looks)[number]

/** The browser shows the shop on `url` (the storefront under test by default) in the look. */
export const dressIn = async (
  context: BrowserContext,
  [language, mode]: Look,
  url = test.info().project.use.baseURL!,
) => {
  await chooseLanguage(context, language, url)
  await context.addCookies([{ name: 'nuxt-color-mode', value: mode, url }])
}

/** A picture of the page as it is now, named for the look: `ar-dark--home.png`. */
export const photograph = async (
  page: Page,
  [language, mode]: Look,
  name: string,
  fullPage = true,
) => {
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: join(folder, `${language}-${mode}--${name}.png`), fullPage })
}
