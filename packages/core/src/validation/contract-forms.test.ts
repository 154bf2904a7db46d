import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { addressRequestSchema } from '../contract/address.ts'
import { loginRequestSchema, registerRequestSchema } from '../contract/auth-requests.ts'
import { contactMessageRequestSchema } from '../contract/contact.ts'
import { HIDDEN_CHARACTERS_ERROR } from '../contract/plain-text.ts'
import {
  emailChangeRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
} from '../contract/profile-requests.ts'
import { addressFormSchema } from './address-form.ts'
import { loginFormSchema, registerFormSchema } from './auth-forms.ts'
import { contactFormSchema } from './contact-form.ts'
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  profileFormSchema,
} from './profile-forms.ts'
import { validateForm } from './translate-issues.ts'

// The forms are built from the contract's requests: what the API refuses, the form refuses first,
// in the shopper's language. Each case is a rule of the contract the hand-written forms lacked.

const PASSWORD = 'Riyadh#2024'
const profile = {
  user_name: 'nora',
  first_name: 'Nora',
  last_name: 'Alsaud',
  phone: '+966551234567',
}
const signUp = {
  ...profile,
  email: 'nora@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
  accept_terms: true,
}
const address = {
  name: 'Home',
  type: 'home',
  country: 'SA',
  state: 'SA-01',
  city: 'riyadh',
  details: 'King Fahd Road, Al Olaya',
  phone: '+966501234567',
  street: 'Olaya',
  is_default: false,
}
const contact = {
  name: 'Omar',
  email: 'omar@example.com',
  phone: '+966501234567',
  message: 'Where is my order?',
}
const HIDDEN = '\u202E' // a direction override: invisible, and it reorders the text

/** The variants of `valid` that break one field of it (blank, hidden character, too long). */
const breaking = (valid: Record<string, unknown>) =>
  Object.keys(valid).flatMap((field) => [
    { ...valid, [field]: '' },
    { ...valid, [field]: `${String(valid[field])}${HIDDEN}` },
    { ...valid, [field]: 'x'.repeat(300) },
  ])

describe.each([
  ['profile', profileFormSchema, profileUpdateRequestSchema, profile],
  ['sign-up', registerFormSchema, registerRequestSchema, signUp],
  ['sign-in', loginFormSchema, loginRequestSchema, { email: signUp.email, password: PASSWORD }],
  [
    'password change',
    changePasswordFormSchema,
    passwordChangeRequestSchema,
    { current_password: 'old', password: PASSWORD, confirm_password: PASSWORD },
  ],
  [
    'email change',
    changeEmailFormSchema,
    emailChangeRequestSchema,
    { email: signUp.email, password: 'old' },
  ],
  ['address', addressFormSchema, addressRequestSchema, address],
  ['contact', contactFormSchema, contactMessageRequestSchema, contact],
] as const)('the %s form', (_, form, request, valid) => {
  it('accepts and refuses what the contract does, field by field', () => {
    for (const input of [valid, ...breaking(valid)]) {
      const refused = !z.safeParse(request, input).success
      expect(validateForm(form, input, 'en').success, JSON.stringify(input)).toBe(!refused)
    }
  })
})

describe('a contract rule reaches the form, worded for the shopper', () => {
  it('profile: a name with a hidden character, and a phone that is not international', () => {
    const input = { ...profile, first_name: `Nora${HIDDEN}`, phone: '0551234567' }
    expect(z.safeParse(profileUpdateRequestSchema, input).error?.issues[0]?.message).toBe(
      HIDDEN_CHARACTERS_ERROR,
    )
    expect(validateForm(profileFormSchema, input, 'en')).toEqual({
      success: false,
      errors: {
        first_name: [
          'Text cannot hold control characters, direction overrides or invisible characters',
        ],
        phone: ['Invalid phone number'],
      },
    })
    expect(validateForm(profileFormSchema, input, 'ar')).toEqual({
      success: false,
      errors: {
        first_name: [
          'لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية',
        ],
        phone: ['رقم الجوال غير صحيح'],
      },
    })
  })

  it('sign-up: an empty confirmation is refused (the contract asks for one) in both languages', () => {
    const input = { ...signUp, password: '', confirm_password: '' }
    expect(z.safeParse(registerRequestSchema, input).success).toBe(false)
    expect(validateForm(registerFormSchema, input, 'en')).toMatchObject({
      errors: { confirm_password: ['Confirm password is required'] },
    })
    expect(validateForm(registerFormSchema, input, 'ar')).toMatchObject({
      errors: { confirm_password: ['تأكيد كلمة المرور مطلوب'] },
    })
  })
  it('address: a name without letters and a city not on the list, named as the form names them', () => {
    const input = { ...address, name: '12', city: 'Riyadh City' }
    expect(z.safeParse(addressRequestSchema, input).success).toBe(false)
    expect(validateForm(addressFormSchema, input, 'en')).toEqual({
      success: false,
      errors: { name: ['A name needs letters, Arabic or Latin'], city: ['City is required'] },
    })
    expect(validateForm(addressFormSchema, input, 'ar')).toEqual({
      success: false,
      errors: { name: ['يجب أن يحتوي الاسم على حروف عربية أو لاتينية'], city: ['المدينة مطلوبة'] },
    })
  })
  it('contact: a message holding a control character, in both languages', () => {
    const input = { ...contact, message: 'Where is\u0007 my order?' }
    expect(z.safeParse(contactMessageRequestSchema, input).success).toBe(false)
    expect(validateForm(contactFormSchema, input, 'en')).toEqual({
      success: false,
      errors: {
        message: [
          'Text cannot hold control characters, direction overrides or invisible characters',
        ],
      },
    })
    expect(validateForm(contactFormSchema, input, 'ar')).toMatchObject({
      errors: {
        message: ['لا يمكن أن يحتوي النص على محارف تحكم أو محارف تغيير الاتجاه أو محارف غير مرئية'],
      },
    })
  })
})
