import type { Language } from '@matjar/core'

/**
 * How large a body the shop reads, per route, before a byte of it is read (server.ts's
 * `limitBodies` from `Content-Length` and while it streams; `readForm` again in the action).
 * Each matches what the API accepts for the same request, so nothing the API would take is refused
 * here and nothing it would refuse is held here first.
 */

/** The API's JSON bodies (examples/api/src/http/guards.ts `smallJsonBody`). */
const API_JSON_MAX_BYTES = 16 * 1024
/**
 * The API's contact form: 5 attachments of 2 MB and 64 KiB for the text
 * (examples/api/src/contact/routes.ts `FORM_MAX_BYTES`; the constants are @matjar/core's).
 */
const CONTACT_FORM_MAX_BYTES = 5 * 2 * 1024 * 1024 + 64 * 1024
/**
 * A page's own form (sign-in, profile, address, back office): the API takes at most 16 KiB of
 * JSON for it, and the same words percent-encoded take up to three times as many bytes (Arabic).
 */
export const PAGE_FORM_MAX_BYTES = 64 * 1024

/** The contact form through the API proxy: the one body larger than a page's form. */
const CONTACT_PATH = '/api/actions/contact'

const decoded = (path: string): string | null => {
  try {
    return decodeURIComponent(path)
  } catch {
    return null
  }
}

/** Whether a path is the API proxy's (`/api/…`, server.ts and routes.ts). */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/')

/** The largest body a request to `path` may carry (the path as the request wrote it). */
export const bodyLimitOf = (path: string): number => {
  if (!isApiPath(path)) return PAGE_FORM_MAX_BYTES
  // The proxy decodes the path before it forwards it; a path that does not decode is refused there.
  return decoded(path) === CONTACT_PATH ? CONTACT_FORM_MAX_BYTES : API_JSON_MAX_BYTES
}

/** The name of the error a request's body stream ends with once it grew past its limit. */
export const BODY_TOO_LARGE = 'BodyTooLarge'

/** Why a request was refused before the shop read it, in both languages. */
const UNREADABLE: Record<Language, string> = {
  en: 'This form could not be read. Reload the page and try again.',
  ar: 'تعذّرت قراءة هذا النموذج. أعد تحميل الصفحة وحاول مرة أخرى.',
}
const REFUSALS: Record<number, Record<Language, string>> = {
  400: UNREADABLE,
  403: {
    en: 'This request could not be verified. Reload the page and try again.',
    ar: 'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  405: { en: 'This request is not allowed.', ar: 'هذا الطلب غير مسموح به.' },
  413: {
    en: 'This request is too large. Shorten what you typed or attach smaller files.',
    ar: 'هذا الطلب كبير جدًا. اختصر ما كتبته أو أرفق ملفات أصغر.',
  },
  415: {
    en: 'This page takes a form, sent from the page itself.',
    ar: 'تقبل هذه الصفحة نموذجًا مرسلًا من الصفحة نفسها فقط.',
  },
}

/** The sentence for a refusal's status (400, 403, 405, 413, 415) in `language`. */
export const refusalText = (status: number, language: Language): string =>
  (REFUSALS[status] ?? UNREADABLE)[language]
