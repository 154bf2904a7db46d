import { describe, expect, it } from 'vitest'
import {
  changeEmailFormSchema,
  changePasswordFormSchema,
  profileFormSchema,
} from './profile-forms.ts'
import { validateForm } from './translate-issues.ts'

describe('profileFormSchema', () => {
  const profile = {
    user_name: 'nora',
    first_name: 'Nora',
    last_name: 'Alsaud',
    phone: '+966551234567',
  }

  it('accepts a complete profile', () => {
    expect(validateForm(profileFormSchema, profile, 'en')).toEqual({
      success: true,
      data: profile,
    })
  })

  it('explains each problem in the shopper’s language', () => {
    const broken = { ...profile, first_name: 'N', user_name: '', phone: '' }
    expect(validateForm(profileFormSchema, broken, 'en')).toEqual({
      success: false,
      errors: {
        user_name: ['Name is required'],
        first_name: ['First name must be at least 2 characters'],
        phone: ['Phone number is required'],
      },
    })
    expect(validateForm(profileFormSchema, broken, 'ar')).toEqual({
      success: false,
      errors: {
        user_name: ['الاسم مطلوب'],
        first_name: ['يجب ألا يقل الاسم الأول عن حرفين'],
        phone: ['رقم الجوال مطلوب'],
      },
    })
  })
})

describe('changePasswordFormSchema', () => {
  it('asks for the current password and a strong new one typed twice', () => {
    expect(
      validateForm(
        changePasswordFormSchema,
        { current_password: '', password: 'weakweak', confirm_password: 'weakweak' },
        'en',
      ),
    ).toEqual({
      success: false,
      errors: {
        current_password: ['Current password is required'],
        password: [
          'Password must contain an uppercase letter',
          'Password must contain a number',
          'Password must contain a special character',
        ],
      },
    })
  })
})

describe('changeEmailFormSchema', () => {
  // The email form's `password` is the contract's: blank, it is "required" as on every form.
  it('asks for the new email and the current password', () => {
    expect(validateForm(changeEmailFormSchema, { email: 'x@', password: '' }, 'ar')).toEqual({
      success: false,
      errors: {
        email: ['صيغة البريد الإلكتروني غير صحيحة'],
        password: ['كلمة المرور مطلوبة'],
      },
    })
  })
})
