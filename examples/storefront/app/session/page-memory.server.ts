import { DEFAULT_STORAGE_KEYS, preferredLanguage, readCookie } from '@matjar/core'
import { pagePathOf } from '../preferences.ts'

/**
 * The server's own short memory of the public pages it rendered: within `seconds`, the same page
 * for the same variant (language and colour-mode cookies, and for a first visit to `/` the
 * language the browser prefers: the only things a public page reads besides its URL; see
 * page-cache.server.ts and language-redirect.server.ts) is answered from memory instead of being rendered
 * again, and concurrent first requests for one page share one render. What a caching proxy in
 * front would do, for a shop that has none. Only answers already marked `public` are kept, so a
 * page with a session, a cookie to set or an error never is.
 */
export interface PageMemory {
  answer(request: Request, render: () => Promise<Response>): Promise<Response>
}

interface Kept {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
  until: number
}

export interface PageMemoryOptions {
  /** How long a rendered page is kept; 0 turns the memory off. */
  seconds: number
  /** Whether the request is for a page that reads the same for every visitor without a session. */
  isShared: (request: Request) => boolean
  /**
   * How long after `seconds` a kept page is still answered when the render says the shop is
   * unavailable (503: the API is slow, busy or down): stale, as a cache in front would.
   */
  staleSeconds?: number
  /**
   * The most bytes of pages kept at once (`PAGE_MEMORY_MAX_MB`, 32 MB by default); the oldest go
   * first. A page past its time is let go when next asked for, and swept out on every page kept.
   */
  maxBytes?: number
  now?: () => number
}

/** The header that says a page came from memory, for whoever looks at the answers. */
export const PAGE_MEMORY_HEADER = 'X-Page-Memory'

export function createPageMemory(options: PageMemoryOptions): PageMemory {
  const {
    seconds,
    isShared,
    staleSeconds = 0,
    maxBytes = 32 * 1024 * 1024,
    now = Date.now,
  } = options
  /** Whether a kept page may still be answered stale. */
  const usable = (page: Kept) => page.until + staleSeconds * 1000 > now()
  // In the order they were kept: every page lives `seconds`, so the first is the first to expire.
  const kept = new Map<string, Kept & { bytes: number }>()
  let keptBytes = 0
  const forget = (key: string) => {
    keptBytes -= kept.get(key)?.bytes ?? 0
    kept.delete(key)
  }
  const rendering = new Map<string, Promise<Kept | Response>>()

  const keyOf = (request: Request) => {
    const cookie = request.headers.get('Cookie')
    const language = readCookie(cookie, DEFAULT_STORAGE_KEYS.languageCookie) ?? ''
    const mode = readCookie(cookie, DEFAULT_STORAGE_KEYS.colorMode) ?? ''
    const firstVisit =
      !language &&
      pagePathOf(request) === '/' &&
      !readCookie(cookie, DEFAULT_STORAGE_KEYS.redirectedLocale)
    const browser = firstVisit
      ? (preferredLanguage(request.headers.get('Accept-Language')) ?? '')
      : ''
    return `${request.url} ${language} ${mode} ${browser}`
  }

  const remember = async (key: string, render: () => Promise<Response>) => {
    const response = await render()
    if (response.status !== 200 || !response.headers.get('Cache-Control')?.startsWith('public')) {
      return response
    }
    const page: Kept = {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
      until: now() + seconds * 1000,
    }
    forget(key)
    const bytes =
      page.body.byteLength +
      page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, key.length) * 2
    for (const [oldest, old] of kept) {
      if (usable(old) && keptBytes + bytes <= maxBytes) break
      forget(oldest)
    }
    if (bytes <= maxBytes) {
      kept.set(key, { ...page, bytes })
      keptBytes += bytes
    }
    return page
  }

  const toResponse = (page: Kept, from: 'hit' | 'miss' | 'stale') => {
    const headers = new Headers(page.headers)
    headers.set(PAGE_MEMORY_HEADER, from)
    return new Response(page.body, { status: page.status, headers })
  }

  return {
    async answer(request, render) {
      if (seconds <= 0 || request.method !== 'GET' || !isShared(request)) return render()
      const key = keyOf(request)
      const page = kept.get(key)
      if (page && page.until > now()) return toResponse(page, 'hit')
      if (page && !usable(page)) forget(key)
      let pending = rendering.get(key)
      const first = !pending
      if (!pending) {
        pending = remember(key, render).finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      const outcome = await pending
      const stale = kept.get(key)
      if (outcome instanceof Response && outcome.status === 503 && stale && usable(stale)) {
        return toResponse(stale, 'stale')
      }
      if (outcome instanceof Response) {
        // Not kept (private, an error, a redirect): whoever waited on it renders its own.
        return first ? outcome : render()
      }
      return toResponse(outcome, first ? 'miss' : 'hit')
    },
  }
}
