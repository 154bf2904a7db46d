/**
 * Where a redirect may send the shopper: `target` resolved against the shop's `origin` as a
 * browser would resolve it (tabs and newlines dropped, `\` read as `/`, `..` applied), kept only
 * if it is still on that origin, and written as a path that cannot be read as another host
 * (`//evil.example` becomes `/evil.example`). Anything else is the home page, `/`. Used by every
 * redirect of the shop, on the server and in the browser.
 */
export function sameOriginPath(target: string | null | undefined, origin: string): string {
  if (!target) return '/'
  let url: URL
  try {
    url = new URL(target, origin)
  } catch {
    return '/'
  }
  if (url.origin !== new URL(origin).origin) return '/'
  return `${url.pathname.replace(/^\/{2,}/, '/')}${url.search}${url.hash}`
}
