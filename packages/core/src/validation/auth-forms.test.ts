import { describe, expect, it } from 'vitest'
import {
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from './auth-forms.ts'
import { validateForm } from './translate-issues.ts'

const shopper = {
  user_name: 'sara.h',
  first_name: 'Sara',
  last_name: 'Alharbi',
  email: 'sara@example.com',
  phone: '+966501234567',
  password: 'Riyadh#2024',
  confirm_password: 'Riyadh#2024',
  accept_terms: true,
}

describe('registerFormSchema', () => {
  it('accepts a complete sign-up and trims names and email', () => {
    const result = validateForm(
      registerFormSchema,
      { ...shopper, first_name: '  Sara ', email: ' sara@example.com ' },
      'en',
    )
    expect(result).toEqual({ success: true, data: shopper })
  })

  it('reports every empty field as required, in English', () => {
    const empty = {
      user_name: '',
      first_name: '',
      last_name: ' ',
      email: '',
      phone: '',
      password: '',
      confirm_password: '',
      accept_terms: false,
    }
    expect(validateForm(registerFormSchema, empty, 'en')).toEqual({
      success: false,
      errors: {
        user_name: ['Name is required'],
        first_name: ['First name is required'],
        last_name: ['Last name is required'],
        email: ['Email is required'],
        phone: ['Phone number is required'],
        password: ['Password is required'],
        confirm_password: ['Confirm password is required'],
        accept_terms: ['You must agree to the terms and conditions'],
      },
    })
  })

  it('reports every missing field as required, in Arabic', () => {
    expect(validateForm(registerFormSchema, {}, 'ar')).toEqual({
      success: false,
      errors: {
        user_name: ['الاسم مطلوب'],
        first_name: ['الاسم الأول مطلوب'],
        last_name: ['اسم العائلة مطلوب'],
        email: ['البريد الإلكتروني مطلوب'],
        phone: ['رقم الجوال مطلوب'],
        password: ['كلمة المرور مطلوبة'],
        confirm_password: ['تأكيد كلمة المرور مطلوب'],
        accept_terms: ['يجب الموافقة على الشروط والأحكام'],
      },
    })
  })

  it('wants names of two letters at least', () => {
    const short = { ...shopper, user_name: 's', first_name: 'S', last_name: 'A' }
    expect(validateForm(registerFormSchema, short, 'en')).toEqual({
      success: false,
      errors: {
        user_name: ['Name must be at least 2 characters'],
        first_name: ['First name must be at least 2 characters'],
        last_name: ['Last name must be at least 2 characters'],
      },
    })
    expect(validateForm(registerFormSchema, { ...shopper, first_name: 'س' }, 'ar')).toEqual({
      success: false,
      errors: { first_name: ['يجب ألا يقل الاسم الأول عن حرفين'] },
    })
  })

  it('refuses names over 255 characters', () => {
    expect(
      validateForm(registerFormSchema, { ...shopper, last_name: 'a'.repeat(256) }, 'en'),
    ).toEqual({ success: false, errors: { last_name: ['This text is too long'] } })
  })

  it('rejects a malformed email', () => {
    for (const email of ['sara', 'sara@', 'sara@example', '@example.com', 'sara example@x.com']) {
      expect(validateForm(registerFormSchema, { ...shopper, email }, 'en')).toEqual({
        success: false,
        errors: { email: ['Invalid email format'] },
      })
    }
    expect(validateForm(registerFormSchema, { ...shopper, email: 'sara@' }, 'ar')).toEqual({
      success: false,
      errors: { email: ['صيغة البريد الإلكتروني غير صحيحة'] },
    })
  })

  it('lists every rule a weak password breaks', () => {
    const weak = { ...shopper, password: 'abc', confirm_password: 'abc' }
    expect(validateForm(registerFormSchema, weak, 'en')).toEqual({
      success: false,
      errors: {
        password: [
          'Password must be at least 8 characters',
          'Password must contain an uppercase letter',
          'Password must contain a number',
          'Password must contain a special character',
        ],
      },
    })
    const noLowercase = { ...shopper, password: 'ABCDEFGH1!', confirm_password: 'ABCDEFGH1!' }
    expect(validateForm(registerFormSchema, noLowercase, 'ar')).toEqual({
      success: false,
      errors: { password: ['يجب أن تحتوي كلمة المرور على حرف صغير'] },
    })
  })

  it('counts what is not a Latin letter or digit as special, like the API', () => {
    for (const password of ['Riyadh 2024', 'Riyadh2024ب']) {
      expect(
        validateForm(
          registerFormSchema,
          { ...shopper, password, confirm_password: password },
          'en',
        ),
      ).toMatchObject({ success: true })
    }
  })

  it('says when the passwords differ, even alongside other problems', () => {
    expect(
      validateForm(registerFormSchema, { ...shopper, confirm_password: 'Riyadh#2025' }, 'en'),
    ).toEqual({ success: false, errors: { confirm_password: ['Passwords do not match'] } })
    expect(
      validateForm(registerFormSchema, { ...shopper, email: '', confirm_password: 'other' }, 'ar'),
    ).toEqual({
      success: false,
      errors: {
        email: ['البريد الإلكتروني مطلوب'],
        confirm_password: ['كلمتا المرور غير متطابقتين'],
      },
    })
  })

  it('takes only a ticked box as agreeing to the terms', () => {
    for (const accept_terms of [false, 'true', 'on', 1]) {
      expect(validateForm(registerFormSchema, { ...shopper, accept_terms }, 'en')).toEqual({
        success: false,
        errors: { accept_terms: ['You must agree to the terms and conditions'] },
      })
    }
  })
})

describe('loginFormSchema', () => {
  it('asks for an email and a password, without strength rules', () => {
    const login = { email: 'sara@example.com', password: 'old' }
    expect(validateForm(loginFormSchema, login, 'en')).toEqual({ success: true, data: login })
    expect(validateForm(loginFormSchema, { email: '', password: '' }, 'ar')).toEqual({
      success: false,
      errors: { email: ['البريد الإلكتروني مطلوب'], password: ['كلمة المرور مطلوبة'] },
    })
  })
})

describe('forgotPasswordFormSchema', () => {
  it('asks for a valid email', () => {
    expect(validateForm(forgotPasswordFormSchema, { email: 'sara' }, 'en')).toEqual({
      success: false,
      errors: { email: ['Invalid email format'] },
    })
  })
})

describe('resetPasswordFormSchema', () => {
  const reset = {
    email: 'sara@example.com',
    code: '123456',
    password: 'Jizan$2024',
    confirm_password: 'Jizan$2024',
  }

  it('wants the emailed code and a strong new password typed twice', () => {
    expect(validateForm(resetPasswordFormSchema, reset, 'en')).toEqual({
      success: true,
      data: reset,
    })
    expect(
      validateForm(resetPasswordFormSchema, { ...reset, confirm_password: 'jizan$2024' }, 'en'),
    ).toEqual({ success: false, errors: { confirm_password: ['Passwords do not match'] } })
    expect(validateForm(resetPasswordFormSchema, { ...reset, code: ' ' }, 'ar')).toEqual({
      success: false,
      errors: { code: ['أدخل الرمز المرسل إلى بريدك الإلكتروني'] },
    })
  })
})
