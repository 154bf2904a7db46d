import { describe, expect, it } from 'vitest'
import { fullNameField, fullNameText } from './full-name.ts'
import { profileFormSchema } from './profile-forms.ts'
import { customerNameField } from './text-fields.ts'
import { translateIssues, validateForm } from './translate-issues.ts'

describe('single fields', () => {
  it('requires a customer name', () => {
    const result = customerNameField.safeParse('')
    expect(result.success).toBe(false)
    expect(translateIssues(result.error?.issues ?? [], 'en')).toEqual({
      '': ['Customer name is required'],
    })
    expect(translateIssues(result.error?.issues ?? [], 'ar')).toEqual({ '': ['اسم العميل مطلوب'] })
  })

  it('wants letters in a name, Arabic or Latin, not only emoji', () => {
    for (const name of ['Noura', 'نورة', 'Noura 😀']) {
      expect(fullNameField.safeParse({ first_name: name, last_name: name }).success, name).toBe(
        true,
      )
      expect(customerNameField.safeParse(name).success, name).toBe(true)
    }
    const emoji = fullNameField.safeParse({ first_name: '😀🔥', last_name: '🏠🏠' })
    expect(translateIssues(emoji.error?.issues ?? [], 'en')).toEqual({
      first_name: ['A name needs letters, Arabic or Latin'],
      last_name: ['A name needs letters, Arabic or Latin'],
    })
    const arabic = customerNameField.safeParse('😀🔥')
    expect(translateIssues(arabic.error?.issues ?? [], 'ar')).toEqual({
      '': ['يجب أن يحتوي الاسم على حروف عربية أو لاتينية'],
    })
  })

  it('reads issues without a message key as a generic problem', () => {
    // A script posting no object at all gets zod's own issue, which carries no key.
    expect(validateForm(profileFormSchema, null, 'en')).toEqual({
      success: false,
      errors: { '': ['Please check this field'] },
    })
    expect(validateForm(profileFormSchema, 'hello', 'ar')).toEqual({
      success: false,
      errors: { '': ['يرجى التحقق من هذا الحقل'] },
    })
  })
})

describe('fullNameField', () => {
  it('takes first, optional middle, and last names', () => {
    const result = fullNameField.parse({
      first_name: 'Mohammed',
      middle_name: ' Saleh ',
      last_name: 'Alqahtani',
    })
    expect(fullNameText(result)).toBe('Mohammed Saleh Alqahtani')
    expect(
      fullNameText(
        fullNameField.parse({ first_name: 'Lina', middle_name: '', last_name: 'Haddad' }),
      ),
    ).toBe('Lina Haddad')
  })

  it('requires the first and last names', () => {
    expect(validateForm(fullNameField, { first_name: 'M', last_name: '' }, 'ar')).toEqual({
      success: false,
      errors: {
        first_name: ['يجب ألا يقل الاسم الأول عن حرفين'],
        last_name: ['اسم العائلة مطلوب'],
      },
    })
  })
})
