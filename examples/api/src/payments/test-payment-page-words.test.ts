import { describe, expect, it } from 'vitest'
import { usePaymentPageShop } from '../test/payment-page-shop.ts'
import { TEST_CARDS } from './test-payment-page.ts'

/**
 * The hosted test payment page as an Arabic and an English shopper read it: its labels and errors
 * in their language, card numbers and the expiry left to right in Latin digits, and fields a
 * phone fills in (numeric keypad, the browser's saved card).
 */
const { shop, submit, card, guestCardOrder } = usePaymentPageShop()

/** The page as the shopper's browser opens it. */
const open = async (path: string, language: string) => {
  const res = await shop.app.request(path, { headers: { 'accept-language': language } })
  expect(res.status).toBe(200)
  return res.text()
}

/** The form's fields as `label text → input attributes`. */
const fieldsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<label>([^<]*)<input ([^>]*)><\/label>/g)].map(([, label, attributes]) => [
      label,
      Object.fromEntries(
        [...(attributes ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name, value]) => [
          name,
          value ?? '',
        ]),
      ),
    ]),
  )

const cardFields = {
  en: ['Card number', 'Expiry (MM/YY)', 'Security code'],
  ar: ['رقم البطاقة', 'تاريخ الانتهاء (الشهر/السنة)', 'رمز الأمان'],
}
const errors = {
  en: {
    card: 'Enter a card number of 16 digits.',
    expiry: 'Enter the expiry as MM/YY, in the future.',
    cvc: 'Enter the 3 digits on the back of the card.',
    declined: 'The card was declined. Try another card.',
  },
  ar: {
    card: 'أدخل رقم بطاقة من 16 رقماً.',
    expiry: 'أدخل تاريخ انتهاء قادماً: الشهر ثم السنة، كما على البطاقة.',
    cvc: 'أدخل الأرقام الثلاثة على ظهر البطاقة.',
    declined: 'رُفضت البطاقة. جرّب بطاقة أخرى.',
  },
}

describe('the test payment page in both languages', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`${language}: labels its fields in the shopper's language, for a phone's keypad and saved cards`, async () => {
      const { path } = await guestCardOrder(2, language)
      const html = await open(path, language)
      const fields = fieldsOf(html)
      expect(Object.keys(fields)).toEqual(cardFields[language])
      const [number, expiry, code] = cardFields[language].map((label) => fields[label]!)
      expect(number).toMatchObject({ name: 'card', autocomplete: 'cc-number', dir: 'ltr' })
      expect(expiry).toMatchObject({ name: 'expiry', autocomplete: 'cc-exp', dir: 'ltr' })
      expect(code).toMatchObject({ name: 'cvc', autocomplete: 'cc-csc', dir: 'ltr' })
      for (const field of [number, expiry, code]) expect(field?.inputmode).toBe('numeric')
      // The expiry is shown as on the card: two Latin digits, a slash, two more.
      expect(expiry?.placeholder).toMatch(language === 'ar' ? /^\d{2}\/\d{2}$/ : /^MM\/YY$/)
      // Every test card number reads left to right in groups of four, even in a right-to-left page.
      for (const number of Object.values(TEST_CARDS)) {
        const groups = number.match(/\d{4}/g)!.join(' ')
        expect(html).toContain(`<bdi dir="ltr">${groups}</bdi>`)
      }
      expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`)
    })

    it(`${language}: says what is wrong with a card in the shopper's language`, async () => {
      const { path } = await guestCardOrder(2, language)
      const problem = async (fields: Record<string, string>) => {
        const res = await submit(path, fields, language)
        expect(res.status).toBe(422)
        return /<p role="alert" class="problem">([^<]*)<\/p>/.exec(await res.text())?.[1]
      }
      const paid = card(TEST_CARDS.paid)
      expect(await problem({ ...paid, card: '4242 4242' })).toBe(errors[language].card)
      expect(await problem({ ...paid, expiry: '01/20' })).toBe(errors[language].expiry)
      expect(await problem({ ...paid, expiry: '1239' })).toBe(errors[language].expiry)
      expect(await problem({ ...paid, cvc: '12' })).toBe(errors[language].cvc)
      expect(await problem(card(TEST_CARDS.declined))).toBe(errors[language].declined)
    })
  }

  it('ar: shows no English format or word on the card form', async () => {
    const { path } = await guestCardOrder(2, 'ar')
    const html = await open(path, 'ar')
    const text = html
      .slice(html.indexOf('<main>'), html.indexOf('</main>'))
      .replace(/<[^>]*>/g, ' ')
      // What stays Latin on purpose: the order number, digits, the amount's figures.
      .replace(/MJ-[\w-]+/g, ' ')
    expect(text).not.toMatch(/[A-Za-z]/)
  })
})
