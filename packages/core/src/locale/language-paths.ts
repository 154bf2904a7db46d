import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './language.ts'

/**
 * Each language at its own address: the default language (English) at the plain paths, every
 * other under its code (`/ar/…`), as the spec's locale layer prefixes routes (spec §2, §9).
 * Works on a path alone or a path with `?query` and `#hash`; never touches the origin.
 */

const splitPath = (path: string) => {
  const at = path.search(/[?#]/)
  return at < 0
    ? { pathname: path, rest: '' }
    : { pathname: path.slice(0, at), rest: path.slice(at) }
}

/** The language a path is in: `/ar` and `/ar/…` are Arabic; anything else the default. */
export function languageOfPath(path: string): Language {
  const [, first] = splitPath(path).pathname.split('/')
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE
}

/** The path without its language prefix: `/ar/product/7?x=1` → `/product/7?x=1`, `/ar` → `/`. */
export function pathWithoutLanguage(path: string): string {
  const { pathname, rest } = splitPath(path)
  const language = languageOfPath(pathname)
  if (language === DEFAULT_LANGUAGE) return path
  const bare = pathname.slice(language.length + 1)
  return `${bare.startsWith('/') ? bare : `/${bare}`}${rest}`
}

/** The same page in `language`: `/product/7` → `/ar/product/7`; `/ar/cart` in English → `/cart`. */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path)
  if (language === DEFAULT_LANGUAGE) return bare
  const { pathname, rest } = splitPath(bare)
  return `/${language}${pathname === '/' ? '' : pathname}${rest}`
}

export interface AlternateLink {
  /** A language code, or `x-default` for visitors whose language the shop does not speak. */
  hreflang: Language | 'x-default'
  href: string
}

/**
 * The page's address in every language plus `x-default` (the default language's), absolute on
 * `origin` (e.g. `https://shop.example`), for `<link rel="alternate" hreflang>` and sitemaps.
 */
export function alternateLinks(path: string, origin: string): AlternateLink[] {
  const base = origin.replace(/\/+$/, '')
  const links: AlternateLink[] = LANGUAGES.map((language) => ({
    hreflang: language,
    href: `${base}${pathInLanguage(path, language)}`,
  }))
  links.push({ hreflang: 'x-default', href: `${base}${pathInLanguage(path, DEFAULT_LANGUAGE)}` })
  return links
}

/**
 * The shop's language a browser prefers most, from an `Accept-Language` header
 * (`ar-SA,ar;q=0.9,en;q=0.8` → `ar`), or null when it names neither. Ties keep the header's order.
 */
export function preferredLanguage(acceptLanguage: string | null | undefined): Language | null {
  if (!acceptLanguage) return null
  let best: { language: Language; quality: number } | null = null
  for (const part of acceptLanguage.split(',')) {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim().toLowerCase().split('-')[0]
    if (!isLanguage(language)) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const quality = q ? Number(q.slice(2)) : 1
    if (!Number.isFinite(quality) || quality <= 0) continue
    if (!best || quality > best.quality) best = { language, quality }
  }
  return best?.language ?? null
}
