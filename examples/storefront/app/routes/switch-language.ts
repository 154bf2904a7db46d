import { createMemoryCookieJar, createPreferences, isLanguage, pathInLanguage } from '@matjar/core'
import { data, redirect } from 'react-router'
import type { Route } from './+types/switch-language'

/** A path of this shop (`/cart?x=1`), never another site's (`//evil.example`, `https://…`). */
const localPath = (to: string | null) =>
  to?.startsWith('/') && !to.startsWith('//') && !to.includes('\\') ? to : '/'

/**
 * `/language/{en|ar}?to={path}`: the language switch as a plain link, for a page without
 * JavaScript. Writes the `lang` cookie (365 days, as the switch in the browser does) and goes to
 * the same page in that language. With JavaScript the header's switch does both itself.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (!isLanguage(params.language)) throw data('Not found', { status: 404 })
  const to = localPath(new URL(request.url).searchParams.get('to'))
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  createPreferences({ cookies }).setLanguage(params.language)
  const headers = new Headers({ 'Cache-Control': 'private, no-store' })
  for (const cookie of cookies.setCookieHeaders()) headers.append('Set-Cookie', cookie)
  return redirect(pathInLanguage(to, params.language), { headers })
}
