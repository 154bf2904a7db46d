// What the API answers, read by a test to know what the page must show.
import type { APIRequestContext } from '@playwright/test'
import { apiUrl } from '../playwright.config.ts'
import type { Language } from './language.ts'

/** The `data` of `GET path` in `language`. */
export const apiData = async <T>(request: APIRequestContext, path: string, language: Language) =>
  (
    (await (
      await request.get(`${apiUrl}${path}`, { headers: { 'accept-language': language } })
    ).json()) as { data: T }
  ).data
