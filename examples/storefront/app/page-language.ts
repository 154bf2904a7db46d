import { DEFAULT_LANGUAGE, isLanguage, type Language, type MessageValues } from '@matjar/core'
import { type ShopMessageKey, shopMessages } from './messages/shop.ts'

/** What a route's `meta` is given: the matched routes, the root's loader data first. */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[]

/**
 * The page's language for a `meta` function: the root loader's, read from `matches`, so no other
 * loader has to return it. English while the root has no data (its loader failed).
 */
export const pageLanguage = (matches: Matches): Language => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData
  const language = (root as { language?: unknown } | undefined)?.language
  return isLanguage(language) ? language : DEFAULT_LANGUAGE
}

/**
 * The shop's words for a `meta` function, in the page's language: `const t = metaWords(matches)`,
 * then `` `${t('yourCart')} | ${t('shopName')}` ``. Page titles live in the shop's frame
 * catalogue, which every page has loaded.
 */
export const metaWords = (matches: Matches) => {
  const language = pageLanguage(matches)
  return (key: ShopMessageKey, values?: MessageValues): string =>
    shopMessages.translate(language, key, values)
}
