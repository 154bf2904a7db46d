import { LANGUAGES, pathInLanguage } from '@matjar/core'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import type { Route } from './+types/robots'

/** Pages for one shopper only, or for the staff: nothing for a search engine to index. */
const PRIVATE_PATHS = ['/cart', '/auth', '/user-profile', '/payment-return', '/back-office']

/** `/robots.txt`: the account, cart and sign-in stay out of search engines; where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  const disallowed = [
    ...new Set(
      PRIVATE_PATHS.flatMap((path) => LANGUAGES.map((language) => pathInLanguage(path, language))),
    ),
    '/api/',
  ]
  const text = [
    'User-agent: *',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${shopOrigin(request)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(text, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  })
}
