import type { Language } from '../messages/translate.ts'
import type { TestPagePayment } from './test-payment-page.ts'

// The hosted test payment page's markup and words (test-payment-page.ts serves it).

/**
 * The page's words; `cards` is markup. A card number reads left to right in groups of four in
 * both languages: it sits in `<bdi dir="ltr">` (digits alone have no direction of their own, so a
 * bare `<bdi>` may take the page's) and never breaks over two lines (`.hint bdi`), where an
 * Arabic page would show its groups in reverse order.
 */
const ltr = (text: string) => `<bdi dir="ltr">${text}</bdi>`

export const words = {
  en: {
    title: 'Test payment',
    banner: 'TEST MODE — this is the development payment page. No real card is charged.',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    expiryPlaceholder: 'MM/YY',
    cvc: 'Security code',
    pay: 'Pay',
    cancel: 'Cancel and return to the shop',
    cards: `Test cards: ${ltr('4242 4242 4242 4242')} pays; ${ltr('4000 0000 0000 0002')} is declined; ${ltr('4000 0000 0000 3220')} asks for a code (${ltr('123456')}).`,
    declined: 'The card was declined. Try another card.',
    badCard: 'Enter a card number of 16 digits.',
    badExpiry: 'Enter the expiry as MM/YY, in the future.',
    badCvc: 'Enter the 3 digits on the back of the card.',
    verifyTitle: 'Verify your payment',
    verifyText: 'Your bank asks for the code it sent you (test: 123456).',
    code: 'Verification code',
    verify: 'Verify',
    wrongCode: 'That code is not right.',
    gone: 'This payment is finished or does not exist.',
    sar: 'SAR',
  },
  ar: {
    title: 'دفع تجريبي',
    banner: 'وضع الاختبار — هذه صفحة الدفع التجريبية. لن تُخصم أي مبالغ من بطاقة حقيقية.',
    amount: 'المبلغ',
    card: 'رقم البطاقة',
    expiry: 'تاريخ الانتهاء (الشهر/السنة)',
    // Written as on the card: two Latin digits for the month, then two for the year.
    expiryPlaceholder: '08/30',
    cvc: 'رمز الأمان',
    pay: 'ادفع',
    cancel: 'ألغِ وعد إلى المتجر',
    cards: `بطاقات الاختبار: ${ltr('4242 4242 4242 4242')} تُقبل؛ ${ltr('4000 0000 0000 0002')} تُرفض؛ ${ltr('4000 0000 0000 3220')} تطلب رمزاً (${ltr('123456')}).`,
    declined: 'رُفضت البطاقة. جرّب بطاقة أخرى.',
    badCard: 'أدخل رقم بطاقة من 16 رقماً.',
    badExpiry: 'أدخل تاريخ انتهاء قادماً: الشهر ثم السنة، كما على البطاقة.',
    badCvc: 'أدخل الأرقام الثلاثة على ظهر البطاقة.',
    verifyTitle: 'تحقق من الدفع',
    verifyText: 'يطلب مصرفك الرمز الذي أرسله إليك (للاختبار: 123456).',
    code: 'رمز التحقق',
    verify: 'تحقق',
    wrongCode: 'الرمز غير صحيح.',
    gone: 'انتهت عملية الدفع هذه أو أنها غير موجودة.',
    sar: 'ريال',
  },
} as const

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  )

export function cardProblem(card: string, expiry: string, cvc: string, language: Language) {
  const w = words[language]
  if (!/^\d{16}$/.test(card)) return w.badCard
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry)
  const month = Number(match?.[1])
  const year = 2000 + Number(match?.[2])
  const now = new Date()
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1
  if (!match || month < 1 || month > 12 || year * 12 + month < current) return w.badExpiry
  if (!/^\d{3}$/.test(cvc)) return w.badCvc
  return null
}

const money = (amount: number, language: Language) => {
  const figure = (amount / 100).toFixed(2)
  return language === 'ar' ? `${figure} ${words.ar.sar}` : `${words.en.sar} ${figure}`
}

const alert = (message: string | null) =>
  message ? `<p role="alert" class="problem">${escapeHtml(message)}</p>` : ''

export function cardForm(payment: TestPagePayment, language: Language, problem: string | null) {
  const w = words[language]
  return `<h1>${w.title}</h1>
<p class="amount">${w.amount}: <strong><bdi>${money(payment.amount, language)}</bdi></strong> · <bdi>${escapeHtml(payment.reference)}</bdi></p>
${alert(problem)}
<form method="post">
  <label>${w.card}<input name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" dir="ltr" required></label>
  <label>${w.expiry}<input name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${w.expiryPlaceholder}" dir="ltr" required></label>
  <label>${w.cvc}<input name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" dir="ltr" required></label>
  <button type="submit" name="action" value="pay">${w.pay} <bdi>${money(payment.amount, language)}</bdi></button>
</form>
<form method="post"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${w.cancel}</button></form>
<p class="hint">${w.cards}</p>`
}

export function verifyForm(payment: TestPagePayment, language: Language, problem: string | null) {
  const w = words[language]
  return `<h1>${w.verifyTitle}</h1>
<p>${w.verifyText}</p>
<p class="amount">${w.amount}: <strong><bdi>${money(payment.amount, language)}</bdi></strong></p>
${alert(problem)}
<form method="post">
  <label>${w.code}<input name="code" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required></label>
  <button type="submit" name="action" value="verify">${w.verify}</button>
</form>
<form method="post"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${w.cancel}</button></form>`
}

export const gone = (language: Language) =>
  `<h1>${words[language].title}</h1><p>${words[language].gone}</p>`

/**
 * As the shopper types (the form works without it): the card number in groups of four, the
 * expiry as MM/YY. Only while typing at the end, so an edit in the middle keeps its caret.
 */
const FORMAT_AS_TYPED = `<script>
for (const [name, format] of [
  ['card', (digits) => digits.slice(0, 16).replace(/(\\d{4})(?=\\d)/g, '$1 ')],
  ['expiry', (digits) => digits.slice(0, 4).replace(/^(\\d{2})(?=\\d)/, '$1/')],
]) {
  const input = document.querySelector('input[name="' + name + '"]')
  input?.addEventListener('input', (event) => {
    if (event.inputType?.startsWith('delete') || input.selectionStart !== input.value.length) return
    input.value = format(input.value.replace(/\\D/g, ''))
  })
}
</script>`

export const page = (body: string, language: Language) => `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${words[language].title}</title>
<style>
*{box-sizing:border-box}
body{font-family:system-ui,"Noto Sans Arabic",sans-serif;margin:0;background:#f4f1ec;color:#1d1d1f}
.banner{background:#b3261e;color:#fff;padding:.75rem 1rem;font-weight:700;text-align:center}
main{max-width:26rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:12px}
@media (max-width:28rem){main{margin:0;border-radius:0}}
label{display:grid;gap:.25rem;margin-block:.75rem}
input{font:inherit;font-size:1rem;width:100%;min-width:0;padding:.6rem;border:1px solid #999;border-radius:8px}
input[dir=ltr]{font-variant-numeric:tabular-nums}
button{font:inherit;width:100%;padding:.7rem;margin-top:.5rem;border:0;border-radius:8px;background:#1f4f8a;color:#fff;cursor:pointer}
button.secondary{background:none;color:#1f4f8a;text-decoration:underline}
.problem{color:#b3261e;font-weight:600}
.hint{font-size:.85rem;color:#555;overflow-wrap:anywhere}
.hint bdi{white-space:nowrap}
</style>
</head>
<body><div class="banner" role="note">${words[language].banner}</div><main>${body}</main>${FORMAT_AS_TYPED}</body>
</html>`
