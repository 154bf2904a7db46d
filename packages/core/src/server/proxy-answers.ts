import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../locale/language.ts'
import { createPreferences } from '../preferences/create-preferences.ts'
import { createMemoryCookieJar } from '../storage/cookie-jar.ts'

/**
 * Why the proxy answered itself instead of passing the API's answer on: the path cannot be read
 * (400), the CSRF token is missing (403), the API could not be reached (502), or it did not
 * answer within the proxy's `timeoutMs` (504).
 */
export type ProxyRefusal = 'path' | 'csrf' | 'unreachable' | 'timeout'

export const REFUSAL_STATUS: Record<ProxyRefusal, number> = {
  path: 400,
  csrf: 403,
  unreachable: 502,
  timeout: 504,
}

/** The proxy's own words, in English and Arabic (`refusalMessage` replaces them). */
export const REFUSALS: Record<ProxyRefusal, Record<Language, string>> = {
  csrf: {
    en: 'This request could not be verified. Reload the page and try again.',
    ar: 'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
  },
  path: {
    en: 'This address cannot be read. Check it and try again.',
    ar: 'تعذّرت قراءة هذا العنوان. تحقّق منه وحاول مرة أخرى.',
  },
  unreachable: {
    en: 'The shop cannot reach its server right now. Try again in a moment.',
    ar: 'يتعذّر على المتجر الوصول إلى خادمه الآن. حاول مرة أخرى بعد قليل.',
  },
  timeout: {
    en: 'The server took too long to answer. Check your cart before trying again.',
    ar: 'تأخّر الخادم في الرد. تحقّق من سلّتك قبل المحاولة مرة أخرى.',
  },
}

/** A call through the proxy says its language as `Accept-Language`, else the `lang` cookie. */
export const languageOf = (request: Request): Language => {
  const asked = request.headers.get('Accept-Language')
  if (isLanguage(asked)) return asked
  const cookies = createMemoryCookieJar(request.headers.get('Cookie'))
  return createPreferences({ cookies }).getState().language ?? DEFAULT_LANGUAGE
}

export const json = (status: number, body: unknown, headers: HeadersInit = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers },
  })
