const TEXT: Record<number, { en: string; ar: string }> = {
  400: { en: 'This address cannot be read.', ar: 'تعذّرت قراءة هذا العنوان.' },
  404: { en: 'This page does not exist.', ar: 'هذه الصفحة غير موجودة.' },
  405: { en: 'This request is not allowed.', ar: 'هذا الطلب غير مسموح به.' },
}
const FALLBACK = { en: 'Something went wrong. Please try again.', ar: 'حدث خطأ. حاول مرة أخرى.' }

/**
 * The page the storefront's server answers when a request fails before the shop can render it
 * (server.ts): the status in both languages and a way home, nothing about the server.
 */
export function errorPage(status: number): string {
  const text = TEXT[status] ?? FALLBACK
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${status}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${status}</h1>
<p>${text.en} <a href="/">Home</a></p>
<p lang="ar" dir="rtl">${text.ar} <a href="/ar">الرئيسية</a></p>
</body>
</html>`
}
