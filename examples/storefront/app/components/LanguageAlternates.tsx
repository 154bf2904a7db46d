import { alternateLinks } from '@matjar/core'
import { useLocation } from 'react-router'

/**
 * The page's own address (`rel="canonical"`) and the same page in each language
 * (`rel="alternate" hreflang`, plus `x-default`), absolute on the shop's public address, so
 * search engines index the English and the Arabic shop as one shop in two languages.
 */
export function LanguageAlternates({ origin }: { origin: string }) {
  const { pathname, search } = useLocation()
  const query = new URLSearchParams(search)
  query.delete('_routes')
  const here = `${pathname}${query.size ? `?${query}` : ''}`
  return (
    <>
      <link rel="canonical" href={`${origin}${here}`} />
      {alternateLinks(here, origin).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
    </>
  )
}
