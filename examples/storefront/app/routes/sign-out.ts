import { clearedSessionCookie, isCsrfFormSafe, sessionTokenOf } from '@matjar/core/server'
import { redirect } from 'react-router'
import { hasCsrfCookie, readForm, refusal } from '../http/read-form.server.ts'
import { shopPathFor } from '../preferences.ts'
import { readShopRequest } from '../session/read-request.server.ts'
import { isSameOrigin } from '../session/same-origin-request.ts'
import type { Route } from './+types/sign-out'

// Nothing to show: an address typed by hand goes home.
export const loader = ({ request }: Route.LoaderArgs) => redirect(shopPathFor(request, '/'))

/**
 * Sign out without JavaScript (components/SignOutButton.tsx): a form from this site with the
 * page's CSRF token ends the session at the API and drops the HttpOnly `_token` cookie, then the
 * home page in the page's language. The cookie goes even when the API cannot be reached.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!isSameOrigin(request) || !hasCsrfCookie(request)) throw refusal(request, 403)
  const form = await readForm(request)
  if (!isCsrfFormSafe(request, form)) throw refusal(request, 403)
  if (sessionTokenOf(request)) {
    const { client } = await readShopRequest(request)
    await client.call('logout', {}).catch(() => undefined)
  }
  return redirect(shopPathFor(request, '/'), {
    headers: { 'Set-Cookie': clearedSessionCookie(request) },
  })
}
