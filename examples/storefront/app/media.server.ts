import { storefrontConfig } from './config.server.ts'

/** What a picture's answer keeps: its type, size and the API's caching (immutable, by content). */
const ANSWER_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified']

/**
 * A picture of the API's (`/media/{key}/{width}.{format}`) from the shop's own origin: the page's
 * largest picture then needs no second connection (DNS, TCP and TLS to the API's host, three round
 * trips on a phone) before its bytes come. No session goes with it and none comes back, so any
 * cache in front of the shop keeps a picture by its path alone.
 */
export async function forwardPicture(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url)
  const headers = new Headers()
  const etag = request.headers.get('if-none-match')
  if (etag) headers.set('If-None-Match', etag)
  let answer: Response
  try {
    answer = await fetch(`${storefrontConfig.apiUrl.replace(/\/$/, '')}${pathname}`, {
      method: request.method,
      headers,
      redirect: 'manual',
      signal: request.signal,
    })
  } catch {
    return new Response(null, { status: 502, headers: { 'Cache-Control': 'no-store' } })
  }
  const out = new Headers()
  for (const name of ANSWER_HEADERS) {
    const value = answer.headers.get(name)
    if (value !== null) out.set(name, value)
  }
  return new Response(answer.body, { status: answer.status, headers: out })
}
