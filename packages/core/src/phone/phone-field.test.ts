import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { registerFormSchema } from '../validation/auth-forms.ts'
import { validateForm } from '../validation/translate-issues.ts'
import { phoneField } from './phone-field.ts'

describe('phoneField', () => {
  const saudiPhone = phoneField('SA')

  it('gives the E.164 form of a valid number', () => {
    expect(saudiPhone.parse(' 050 123 4567 ')).toBe('+966501234567')
    expect(saudiPhone.parse('+1 213 373 4253')).toBe('+12133734253')
  })

  it('says required for an empty field and invalid for a wrong number, in both languages', () => {
    const form = z.safeExtend(registerFormSchema, { phone: saudiPhone })
    const shopper = {
      user_name: 'sara',
      first_name: 'Sara',
      last_name: 'Alharbi',
      email: 'sara@example.com',
      password: 'Riyadh#2024',
      confirm_password: 'Riyadh#2024',
      accept_terms: true,
    }
    expect(validateForm(form, { ...shopper, phone: '' }, 'en')).toEqual({
      success: false,
      errors: { phone: ['Phone number is required'] },
    })
    expect(validateForm(form, { ...shopper, phone: '052 123 4567' }, 'en')).toEqual({
      success: false,
      errors: { phone: ['Invalid phone number'] },
    })
    expect(validateForm(form, { ...shopper, phone: 'abc' }, 'ar')).toEqual({
      success: false,
      errors: { phone: ['رقم الجوال غير صحيح'] },
    })
    expect(
      validateForm(form, { ...shopper, phone: '0501234567', confirm_password: 'x' }, 'en'),
    ).toEqual({ success: false, errors: { confirm_password: ['Passwords do not match'] } })
    expect(validateForm(form, { ...shopper, phone: '0501234567' }, 'en')).toMatchObject({
      success: true,
      data: { phone: '+966501234567' },
    })
  })
})
