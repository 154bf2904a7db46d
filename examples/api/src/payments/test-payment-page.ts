import { randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../http/env.ts'
import type { Language } from '../messages/translate.ts'
import type { CardCharge, CardRefund, PaymentProvider } from './payment-provider.ts'

/**
 * The development payment provider as a shopper meets a real one: a card payment is not taken at
 * once but continues on a hosted page (`/test-payments/{id}`, served by this API and marked as a
 * test everywhere), which asks for a card, may ask for a 3-D Secure-style code, and sends the
 * shopper back to the shop on success or cancel — the redirect flow of Moyasar, HyperPay, Tap or
 * Stripe Checkout. No real card is ever charged.
 *
 * Test cards (any future expiry, any 3 digits):
 * - 4242 4242 4242 4242: paid;
 * - 4000 0000 0000 0002: declined (the page says so; another card may be tried);
 * - 4000 0000 0000 3220: asks for the verification code, 123456 passes and anything else fails.
 */
export const TEST_CARDS = {
  paid: '4242424242424242',
  declined: '4000000000000002',
  verify: '4000000000003220',
} as const
export const TEST_VERIFICATION_CODE = '123456'

/** A payment waiting on the page: what the shop asked for. */
export interface PendingPayment extends CardCharge {
  id: string
  /** `open` until a card is tried; `verifying` while the 3-D Secure step asks; then `paid` or `cancelled`. */
  state: 'open' | 'verifying' | 'paid' | 'cancelled'
}

/** What the shop does when the shopper finishes on the page: where to send them next. */
export interface PaymentOutcomes {
  paid(payment: PendingPayment): Promise<string>
  cancelled(payment: PendingPayment): Promise<string>
}

const PAYMENT_PATH = '/test-payments'

export function createTestPaymentPage({ apiUrl }: { apiUrl: string }) {
  const pending = new Map<string, PendingPayment>()
  const refunds: CardRefund[] = []

  const provider: PaymentProvider & { readonly refunds: readonly CardRefund[] } = {
    name: 'test-payment-page',
    refunds,
    async charge(charge) {
      const id = randomUUID()
      pending.set(id, { ...charge, id, state: 'open' })
      return {
        status: 'awaiting_payment',
        providerReference: `test_${id}`,
        paymentUrl: `${apiUrl}${PAYMENT_PATH}/${id}`,
      }
    },
    async refund(refund) {
      refunds.push(refund)
    },
  }

  /** The hosted page's routes; `outcomes` settle the shop's side and say where to go back to. */
  const routes = (outcomes: PaymentOutcomes) => {
    const app = new Hono<AppEnv>()
    const find = (id: string) => pending.get(id)
    const html = (body: string, language: Language, status: 200 | 404 | 422 = 200) =>
      new Response(page(body, language), {
        status,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
        },
      })

    // The page speaks the language the shopper checked out in (else the browser's).
    app.get(`${PAYMENT_PATH}/:id`, (c) => {
      const payment = find(c.req.param('id'))
      const language = payment?.language ?? c.get('language')
      if (!payment || payment.state === 'paid' || payment.state === 'cancelled') {
        return html(gone(language), language, 404)
      }
      return html(cardForm(payment, language, null), language)
    })

    app.post(`${PAYMENT_PATH}/:id`, bodyLimit({ maxSize: 4 * 1024 }), async (c) => {
      const payment = find(c.req.param('id'))
      const language = payment?.language ?? c.get('language')
      if (!payment || payment.state === 'paid' || payment.state === 'cancelled') {
        return html(gone(language), language, 404)
      }
      const form = await c.req.parseBody()
      const field = (name: string) => String(form[name] ?? '').trim()
      if (field('action') === 'cancel') {
        payment.state = 'cancelled'
        return c.redirect(await outcomes.cancelled(payment), 303)
      }
      if (payment.state === 'verifying') {
        if (field('code') !== TEST_VERIFICATION_CODE) {
          return html(verifyForm(payment, language, words[language].wrongCode), language, 422)
        }
        payment.state = 'paid'
        return c.redirect(await outcomes.paid(payment), 303)
      }
      const card = field('card').replace(/[\s-]/g, '')
      const problem = cardProblem(card, field('expiry'), field('cvc'), language)
      if (problem) return html(cardForm(payment, language, problem), language, 422)
      if (card === TEST_CARDS.declined) {
        return html(cardForm(payment, language, words[language].declined), language, 422)
      }
      if (card === TEST_CARDS.verify) {
        payment.state = 'verifying'
        return html(verifyForm(payment, language, null), language)
      }
      payment.state = 'paid'
      return c.redirect(await outcomes.paid(payment), 303)
    })
    return app
  }

  return { provider, routes }
}

/** The page's words; `cards` is markup, its numbers isolated for right-to-left text. */
const words = {
  en: {
    title: 'Test payment',
    banner: 'TEST MODE — this is the development payment page. No real card is charged.',
    amount: 'Amount',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code',
    pay: 'Pay',
    cancel: 'Cancel and return to the shop',
    cards:
      'Test cards: <bdi>4242 4242 4242 4242</bdi> pays; <bdi>4000 0000 0000 0002</bdi> is declined; <bdi>4000 0000 0000 3220</bdi> asks for a code (<bdi>123456</bdi>).',
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
    expiry: 'تاريخ الانتهاء (MM/YY)',
    cvc: 'رمز الأمان',
    pay: 'ادفع',
    cancel: 'ألغِ وعد إلى المتجر',
    cards:
      'بطاقات الاختبار: <bdi>4242 4242 4242 4242</bdi> تُقبل؛ <bdi>4000 0000 0000 0002</bdi> تُرفض؛ <bdi>4000 0000 0000 3220</bdi> تطلب رمزاً (<bdi>123456</bdi>).',
    declined: 'رُفضت البطاقة. جرّب بطاقة أخرى.',
    badCard: 'أدخل رقم بطاقة من 16 رقماً.',
    badExpiry: 'أدخل تاريخ الانتهاء بالشكل MM/YY، في المستقبل.',
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

function cardProblem(card: string, expiry: string, cvc: string, language: Language) {
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

function cardForm(payment: PendingPayment, language: Language, problem: string | null) {
  const w = words[language]
  return `<h1>${w.title}</h1>
<p class="amount">${w.amount}: <strong><bdi>${money(payment.amount, language)}</bdi></strong> · <bdi>${escapeHtml(payment.reference)}</bdi></p>
${alert(problem)}
<form method="post">
  <label>${w.card}<input name="card" inputmode="numeric" autocomplete="off" dir="ltr" required></label>
  <label>${w.expiry}<input name="expiry" placeholder="MM/YY" autocomplete="off" dir="ltr" required></label>
  <label>${w.cvc}<input name="cvc" inputmode="numeric" autocomplete="off" dir="ltr" required></label>
  <button type="submit" name="action" value="pay">${w.pay} ${money(payment.amount, language)}</button>
</form>
<form method="post"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${w.cancel}</button></form>
<p class="hint">${w.cards}</p>`
}

function verifyForm(payment: PendingPayment, language: Language, problem: string | null) {
  const w = words[language]
  return `<h1>${w.verifyTitle}</h1>
<p>${w.verifyText}</p>
<p class="amount">${w.amount}: <strong>${money(payment.amount, language)}</strong></p>
${alert(problem)}
<form method="post">
  <label>${w.code}<input name="code" inputmode="numeric" autocomplete="one-time-code" dir="ltr" required></label>
  <button type="submit" name="action" value="verify">${w.verify}</button>
</form>
<form method="post"><button type="submit" name="action" value="cancel" class="secondary" formnovalidate>${w.cancel}</button></form>`
}

const gone = (language: Language) =>
  `<h1>${words[language].title}</h1><p>${words[language].gone}</p>`

const page = (body: string, language: Language) => `<!doctype html>
<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${words[language].title}</title>
<style>
body{font-family:system-ui,"Noto Sans Arabic",sans-serif;margin:0;background:#f4f1ec;color:#1d1d1f}
.banner{background:#b3261e;color:#fff;padding:.75rem 1rem;font-weight:700;text-align:center}
main{max-width:26rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border-radius:12px}
label{display:grid;gap:.25rem;margin-block:.75rem}
input{font:inherit;padding:.6rem;border:1px solid #999;border-radius:8px}
button{font:inherit;width:100%;padding:.7rem;margin-top:.5rem;border:0;border-radius:8px;background:#1f4f8a;color:#fff;cursor:pointer}
button.secondary{background:none;color:#1f4f8a;text-decoration:underline}
.problem{color:#b3261e;font-weight:600}
.hint{font-size:.85rem;color:#555}
</style>
</head>
<body><div class="banner" role="note">${words[language].banner}</div><main>${body}</main></body>
</html>`
