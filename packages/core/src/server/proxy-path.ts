// Percent-encoded `/`, `\` and `.`: a path that hides them means to be read two ways.
const ENCODED_SEPARATOR = /%(2f|5c|2e)/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/

/**
 * The API path a request to the proxy names (`/api/data/products` under the prefix `/api` is
 * `/data/products`), decoded once and written back in one canonical form (each segment
 * percent-encoded the same way), so what the proxy decides on is exactly what the API receives.
 * `null` when the path cannot be named safely: outside the prefix, an encoded slash, backslash or
 * dot, a malformed escape, an empty (`//`), `.` or `..` segment, or a control character. One
 * trailing slash is kept.
 */
export function apiPathOf(url: URL, prefix: string): string | null {
  const raw = url.pathname
  if (raw !== prefix && !raw.startsWith(`${prefix}/`)) return null
  const rest = raw.slice(prefix.length)
  if (rest === '' || rest === '/') return '/'
  if (ENCODED_SEPARATOR.test(rest) || rest.includes('\\')) return null
  const trailing = rest.endsWith('/')
  const segments: string[] = []
  for (const encoded of rest.slice(1, trailing ? -1 : undefined).split('/')) {
    let segment: string
    try {
      segment = decodeURIComponent(encoded)
    } catch {
      return null
    }
    if (segment === '' || segment === '.' || segment === '..' || CONTROL.test(segment)) {
      return null
    }
    segments.push(segment)
  }
  return `/${segments.map(encodeURIComponent).join('/')}${trailing ? '/' : ''}`
}

/**
 * The form in which a path is compared with the contract's paths: whether or not the API matches
 * letters case-blind or forgives a trailing slash, the proxy's decisions do.
 */
export const comparablePath = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/'
