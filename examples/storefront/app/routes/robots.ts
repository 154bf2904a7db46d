import { LANGUAGES, pathInLanguage } from '@matjar/core'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import { PRIVATE_PATHS } from '../shop-pages.ts'
import type { Route } from './+types/robots'

/**
 * `/robots.txt`: the private pages of the shop's table (account, cart, sign-in, the staff's) stay
 * out of search engines, in both languages; where the sitemap is.
 */
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
