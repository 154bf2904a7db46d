import { useMatches } from 'react-router'

/**
 * The visitor's country, as the loader of a page with phone inputs gave it (`visitorCountry`,
 * from session/visitor-country.server.ts); undefined on the other pages. The provider shares it
 * with every `PhoneInput`.
 */
export const usePageVisitorCountry = (): string | undefined => {
  const matches = useMatches()
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { visitorCountry?: unknown } | null | undefined
    if (data && typeof data === 'object' && typeof data.visitorCountry === 'string') {
      return data.visitorCountry
    }
  }
  return undefined
}
