import { type Language, pathInLanguage } from '@matjar/core'
import type { MetaDescriptor } from 'react-router'
import { pageLanguage } from '../page-language.ts'

/** What a route's `meta` is given: the matched routes (the root's data first) and the address. */
interface MetaArgs {
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]
  location: { pathname: string; search: string }
}

interface RootMeta {
  origin?: string
  settings?: { contact_email?: string; contact_phone?: string } | null
}

const rootOf = (matches: MetaArgs['matches']): RootMeta =>
  (matches.find((match) => match?.id === 'root')?.loaderData as RootMeta | undefined) ?? {}

/**
 * Absolute addresses for a page's metadata: the page itself, any other shop page in the page's
 * language, and the API's pictures (served from the shop's origin too: `/media/…`).
 */
export function metaAddresses({ matches, location }: MetaArgs) {
  const { origin = '' } = rootOf(matches)
  const language = pageLanguage(matches)
  return {
    language,
    /** This page, as its canonical link says. */
    page: `${origin}${location.pathname}${location.search}`,
    /** Another page of the shop (written as in English), in this page's language. */
    shop: (path: string) => `${origin}${pathInLanguage(path, language)}`,
    /** A file of the shop's own (`/favicon.svg`), the same in every language. */
    file: (path: string) => `${origin}${path}`,
    /** The shop's contact details, when the root loader read them. */
    settings: rootOf(matches).settings ?? null,
    /** A picture the API serves, by the shop's own address of it. */
    picture: (url: string) => (url.startsWith('/') ? `${origin}${url}` : url),
  }
}

const LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_SA' }

/**
 * Open Graph and Twitter card tags of a page, in its language: how the page looks when a shopper
 * shares it (title, description, picture, address, language and its other language).
 */
export function socialMeta(page: {
  title: string
  description: string
  url: string
  language: Language
  siteName: string
  type?: 'website' | 'product' | 'article'
  image?: { url: string; alt: string } | null
}): MetaDescriptor[] {
  const other: Language = page.language === 'ar' ? 'en' : 'ar'
  return [
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:site_name', content: page.siteName },
    { property: 'og:title', content: page.title },
    { property: 'og:description', content: page.description },
    { property: 'og:url', content: page.url },
    { property: 'og:locale', content: LOCALES[page.language] },
    { property: 'og:locale:alternate', content: LOCALES[other] },
    ...(page.image
      ? [
          { property: 'og:image', content: page.image.url },
          { property: 'og:image:alt', content: page.image.alt },
        ]
      : []),
    { name: 'twitter:card', content: page.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    { name: 'twitter:description', content: page.description },
    ...(page.image ? [{ name: 'twitter:image', content: page.image.url }] : []),
  ]
}
