// Every text field a shopper fills in, holding U+0000, a direction override or a zero-width
// character: a 422 naming the field in the shopper's language, never a 5xx, never a stack.
import { randomUUID } from 'node:crypto'
import { endpoints, HIDDEN_CHARACTERS_ERROR } from '@matjar/core/contract'
import { sampleAddressRequest, sampleRegistration } from '@matjar/core/samples'
import { desc, eq } from 'drizzle-orm'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { contactAttachments, contactMessages } from './db/schema.ts'
import { caller, guestCheckoutBody, insertShopBasics } from './test/money-fixtures.ts'
import { useTestShop } from './test/shop.ts'
import { signUpCustomer } from './test/sign-up.ts'

const shop = useTestShop({ trustedProxies: ['in-process'] })
const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(shop.app)(...args)
let token: string
let branch: number
let addressId: number
beforeAll(async () => {
  token = (await signUpCustomer(shop)).token
  branch = (await insertShopBasics(shop.database.db)).riyadh!
  const saved = await call('POST', endpoints.createAddress.path, {
    token,
    body: { ...sampleAddressRequest, name: 'Saved' },
  })
  expect(saved.status, await saved.clone().text()).toBe(201)
  addressId = ((await saved.json()) as { data: { id: number } }).data.id
})

const HIDDEN = {
  nul: 'Noura\u0000Saad',
  control: 'Noura\u0007Saad',
  override: 'Noura\u202ESaad',
  isolate: 'Noura\u2066Saad\u2069',
  'zero-width space': 'No\u200Bura',
  'stray non-joiner': 'No\u200Cura',
  bom: 'No\uFEFFura',
}
const ARABIC = 'لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية'

/** A JSON body with one field replaced, at a dotted path. */
const withField = (body: Record<string, unknown>, path: string, value: string) => {
  const copy = structuredClone(body)
  const keys = path.split('.')
  let at = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>
  at[keys.at(-1)!] = value
  return copy
}

/** An address with every part the form has filled in, and those parts. */
const fullAddress = {
  ...sampleAddressRequest,
  avenue: 'Olaya',
  company_name: 'Qahwa House',
  message_to_store: 'Call before coming',
}
const ADDRESS_FIELDS = Object.keys(fullAddress).filter(
  (field) => typeof fullAddress[field as keyof typeof fullAddress] === 'string' && field !== 'type',
)

/** Each call, a valid body, and the text fields of that body a shopper types. */
const forms = (): {
  name: string
  method?: string
  path: string
  token?: string
  key?: string
  body: Record<string, unknown>
  fields: string[]
}[] => [
  {
    name: 'register',
    path: endpoints.register.path,
    body: { ...sampleRegistration, email: `h-${randomUUID().slice(0, 8)}@example.com` },
    fields: ['user_name', 'first_name', 'last_name', 'email', 'phone'],
  },
  {
    name: 'createAddress',
    path: endpoints.createAddress.path,
    token,
    body: { ...fullAddress, name: `Place ${randomUUID().slice(0, 6)}` },
    fields: ADDRESS_FIELDS,
  },
  {
    name: 'checkout (guest)',
    path: endpoints.checkout.path,
    key: randomUUID(),
    body: { ...guestCheckoutBody(randomUUID(), branch, 'cash_on_delivery'), notes: 'Ring twice' },
    fields: ['guest.name', 'address.city', 'address.details', 'notes'],
  },
  {
    name: 'updateAddress',
    method: 'PUT',
    path: endpoints.updateAddress.path.replace('{id}', String(addressId)),
    token,
    body: { ...fullAddress, name: 'Saved' },
    fields: ADDRESS_FIELDS,
  },
  {
    name: 'updateProfile',
    method: 'PUT',
    path: endpoints.updateProfile.path,
    token,
    body: { user_name: 'noura', first_name: 'Noura', last_name: 'Saad', phone: '+966512345678' },
    fields: ['user_name', 'first_name', 'last_name', 'phone'],
  },
  {
    name: 'changeEmail',
    method: 'PUT',
    path: endpoints.changeEmail.path,
    token,
    body: { email: 'noura.new@example.com', password: 'Qahwa#2025' },
    fields: ['email'],
  },
  {
    name: 'login',
    path: endpoints.login.path,
    body: { email: 'noura@example.com', password: 'Qahwa#2025' },
    fields: ['email'],
  },
  {
    name: 'forgotPassword',
    path: endpoints.forgotPassword.path,
    body: { email: 'noura@example.com' },
    fields: ['email'],
  },
  {
    name: 'rateOrder',
    path: endpoints.rateOrder.path.replace('{id}', '1'),
    token,
    body: { rating: 5, comment: 'Fresh and fast' },
    fields: ['comment'],
  },
  {
    name: 'quoteCheckout',
    path: endpoints.quoteCheckout.path,
    body: { uuid: randomUUID(), city: 'riyadh' },
    fields: ['city'],
  },
  {
    name: 'applyPromoCode',
    path: endpoints.applyPromoCode.path,
    body: { uuid: randomUUID(), code: 'WELCOME10' },
    fields: ['code'],
  },
]

describe('text with hidden characters', () => {
  for (const [kind, value] of Object.entries(HIDDEN)) {
    it(`is refused with a 422 in every form field (${kind})`, async () => {
      for (const form of forms()) {
        for (const field of form.fields) {
          if (!(field.split('.')[0]! in form.body)) continue
          const answer = await call(form.method ?? 'POST', form.path, {
            body: withField(form.body, field, value),
            language: 'ar',
            ...(form.token ? { token: form.token } : {}),
            ...(form.key ? { key: randomUUID() } : {}),
          })
          const text = await answer.text()
          const where = `${form.name} ${field}: ${answer.status} ${text}`
          expect(answer.status, where).toBe(422)
          expect(text, where).toContain(ARABIC)
          expect(text, where).not.toMatch(/\bat \S+:\d+|node_modules/)
        }
      }
    })
  }

  it('is refused in the search words, never a 5xx', async () => {
    for (const value of Object.values(HIDDEN)) {
      const search = await call(
        'GET',
        `${endpoints.listProducts.path}?q=${encodeURIComponent(value)}`,
      )
      expect(search.status, JSON.stringify(value)).toBe(422)
    }
  })

  it('keeps Arabic, emoji families and Persian spelling', async () => {
    for (const name of ['نورة', 'Sara 👨‍👩‍👧', 'می‌خواهم']) {
      const answer = await call('POST', endpoints.register.path, {
        body: {
          ...sampleRegistration,
          first_name: name,
          email: `k-${randomUUID().slice(0, 8)}@example.com`,
        },
      })
      expect(answer.status, `${name} ${await answer.clone().text()}`).toBe(200)
    }
  })
})

/** What a 422 says of hidden characters, in each language. */
const HIDDEN_MESSAGE = { en: HIDDEN_CHARACTERS_ERROR, ar: ARABIC }

/**
 * Every character the API refuses in typed text: C0 and C1 controls and DEL, direction overrides
 * and isolates, invisible characters, and a non-joiner or joiner between Latin letters or digits
 * (where it only hides something). Tab, line feed and carriage return are left out: a message
 * may hold them, and a browser escapes them in a file's name.
 */
const hiddenCharacter = fc.oneof(
  fc
    .integer({ min: 0, max: 0x1f })
    .filter((code) => ![0x09, 0x0a, 0x0d].includes(code))
    .map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069'),
  fc.constantFrom('\u200B', '\u2060', '\uFEFF', '\u180E', '\u200C', '\u200D'),
)

/** The contact form as a browser sends it, every field valid, with one PDF attached. */
const CONTACT = {
  name: 'Noura Saad',
  email: 'noura@example.com',
  phone: '+966512345678',
  message: 'Where is my order?',
  attachments: 'invoice.pdf',
}
const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a])
/** Each contact form from an address of its own: the form's limit per client is not reached. */
let sender = 0
const sendContact = (fields: typeof CONTACT, language: 'en' | 'ar') => {
  const form = new FormData()
  const { attachments, ...texts } = fields
  for (const [name, value] of Object.entries(texts)) form.set(name, value)
  form.append('attachments', new File([PDF], attachments, { type: 'application/pdf' }))
  sender++
  return shop.app.request(endpoints.sendContactMessage.path, {
    method: 'POST',
    headers: {
      'accept-language': language,
      'x-forwarded-for': `198.18.${sender >> 8}.${sender & 0xff}`,
    },
    body: form,
  })
}
const RUNS_PER_FIELD = 100

describe('the contact form, every field', () => {
  for (const field of Object.keys(CONTACT) as (keyof typeof CONTACT)[]) {
    it(`refuses hidden characters anywhere in ${field} with a 422 naming it, in the shopper's language`, async () => {
      const before = (await shop.database.db.select().from(contactMessages)).length
      await fc.assert(
        fc.asyncProperty(
          hiddenCharacter,
          fc.nat(),
          fc.constantFrom('en' as const, 'ar' as const),
          async (hidden, at, language) => {
            const valid = CONTACT[field]
            // Inside the text (a space or BOM at either end is trimmed, as any blank is).
            const cut = 1 + (at % (valid.length - 1))
            const value = `${valid.slice(0, cut)}${hidden}${valid.slice(cut)}`
            const answer = await sendContact({ ...CONTACT, [field]: value }, language)
            const text = await answer.text()
            const where = `${field} ${JSON.stringify(value)} (${language}): ${answer.status} ${text}`
            expect(answer.status, where).toBe(422)
            const { errors } = JSON.parse(text) as { errors: Record<string, string[]> }
            // The field itself, or one of its files (`attachments.0`), says so first: a form
            // shows a field's first message.
            const said = Object.entries(errors).find(
              ([name]) => name === field || name.startsWith(`${field}.`),
            )?.[1]
            expect(said?.[0], where).toBe(HIDDEN_MESSAGE[language])
          },
        ),
        { numRuns: RUNS_PER_FIELD },
      )
      expect((await shop.database.db.select().from(contactMessages)).length).toBe(before)
    })
  }

  it('keeps Persian spelling, emoji families and Arabic file names, as written', async () => {
    const kept = {
      name: 'می‌خواهم',
      email: 'noura@example.com',
      phone: '+966512345678',
      message: 'Sara 👨‍👩‍👧 شكراً',
      attachments: 'فاتورة‌ها.pdf',
    }
    const answer = await sendContact(kept, 'ar')
    expect(answer.status, await answer.clone().text()).toBe(200)
    const [message] = await shop.database.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1)
    expect(message).toMatchObject({ name: kept.name, message: kept.message })
    const files = await shop.database.db
      .select()
      .from(contactAttachments)
      .where(eq(contactAttachments.messageId, message!.id))
    expect(files.map((file) => file.originalName)).toEqual([kept.attachments])
  })
})
