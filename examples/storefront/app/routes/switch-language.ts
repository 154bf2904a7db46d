import { createMemoryCookieJar, createPreferences, isLanguage, pathInLanguage } from '@matjar/core'
import { data, redirect } from 'react-router'
import { shopOrigin } from '../seo/shop-origin.server.ts'
import { sameOriginPath } from '../session/same-origin-path.ts'
import type { Route } from './+types/switch-language'

/**
 * `/language/{en|ar}?to={path}`: the language switch as a plain link, for a page without
 * JavaScript. Writes the `lang` cookie (365 days, as the switch in the browser does) and goes to
 * the same page in that language. With JavaScript the header's switch does both itself.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLanguage(params.language)) throw data('Not found', { status: 404 })
  const origin = shopOrigin(request)
  const to = sameOriginPath(new URL(request.url).searchParams.get('to'), origin)
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  createPreferences({ cookies }).setLanguage(params.language)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  for (const cookie of cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  // Checked again once the language is set: `/ar//evil.example` loses its `/ar` there.
  return redirect(sameOriginPath(pathInLanguage(to, params.language), origin), { headers })
}
