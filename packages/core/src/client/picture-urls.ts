/**
 * Pictures (`{ url, alt, renditions }`) and their renditions (`{ url, width, type }`) are the only
 * parts of the contract with a field named `url`; the API may answer it as a path on its own host
 * (`/media/41/1200.jpg`). This makes every such path absolute against `imageBaseUrl`, once, as
 * the answer arrives, so a card drawn on another origin loads its picture.
 */
const isPath = (url: string) => url.startsWith('/') && !url.startsWith('//')

export const resolvePictureUrls = <T>(answer: T, imageBaseUrl: string): T => {
  // A base with a path (`https://cdn.example.com/shop`) keeps it: `/media/…` goes after it.
  const page = (globalThis as { location?: { href: string } }).location?.href
  const base = new URL(imageBaseUrl, page)
  const prefix = `${base.origin}${base.pathname.replace(/\/$/, '')}`
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item)
      return
    }
    if (typeof value !== 'object' || value === null) return
    const record = value as Record<string, unknown>
    if (typeof record.url === 'string' && isPath(record.url)) {
      record.url = `${prefix}${record.url}`
    }
    for (const child of Object.values(record)) visit(child)
  }
  visit(answer)
  return answer
}
