import { languageOfPath } from '@matjar/core'
import type { ShouldRevalidateFunctionArgs } from 'react-router'

/**
 * When the root loader (the shop's settings, the language, the customer at first paint) runs
 * again: when the address changes language, after a form is sent, or when a page asks with
 * `revalidate()`. Moving between pages of one language (paging a listing, opening a product)
 * does not fetch the frame again. After the first paint the signed-in customer lives in the
 * SDK's auth state, not in this loader's data.
 */
export function shouldRevalidateShell({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: Pick<
  ShouldRevalidateFunctionArgs,
  'currentUrl' | 'nextUrl' | 'formMethod' | 'defaultShouldRevalidate'
>): boolean {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate
  // The same address again: a `revalidate()` call, or a link to the page already shown.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname)
}
