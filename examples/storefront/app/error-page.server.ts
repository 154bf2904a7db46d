import type { Language } from '@matjar/core'
import { refusalText } from './http/body-limits.ts'

const TEXT: Record<number, { en: string; ar: string }> = {
  400: { en: 'This address cannot be read.', ar: 'تعذّرت قراءة هذا العنوان.' },
  404: { en: 'This page does not exist.', ar: 'هذه الصفحة غير موجودة.' },
  405: { en: 'This request is not allowed.', ar: 'هذا الطلب غير مسموح به.' },
}
const FALLBACK = { en: 'Something went wrong. Please try again.', ar: 'حدث خطأ. حاول مرة أخرى.' }

/**
 * The page the storefront's server answers when a request fails before the shop can render it
 * (server.ts): the status in both languages, `language`'s first, and a way home, nothing about
 * the server.
 */
export function errorPage(status: number, language: Language = 'en'): string {
  const refusal = status === 413 || status === 415
  const text =
    TEXT[status] ??
    (refusal ? { en: refusalText(status, 'en'), ar: refusalText(status, 'ar') } : FALLBACK)
  const said = {
    en: `<p lang="en" dir="ltr">${text.en} <a href="/">Home</a></p>`,
    ar: `<p lang="ar" dir="rtl">${text.ar} <a href="/ar">الرئيسية</a></p>`,
  }
  // The shopper's language first (the page's address, or the API proxy's language).
  const [first, second] = language === 'ar' ? [said.ar, said.en] : [said.en, said.ar]
  return `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${status}</h1>
${first}
${second}
</body>
</html>`
}
