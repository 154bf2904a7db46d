import { sdkMessages } from '@matjar/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { checkoutProblems } from './checkout-checks.ts'

const typed = {
  name: 'Noura Saad',
  email: 'noura@example.com',
  phone: '+966512345678',
  city: 'riyadh',
  details: 'King Fahd Road, building 7',
}

beforeAll(() => Promise.all([sdkMessages.load('en'), sdkMessages.load('ar')]))

describe('checkoutProblems', () => {
  it('marks a guest’s fields with the SDK’s words, in the page’s language', () => {
    const broken = { ...typed, name: '😀🔥', phone: '12' }
    expect(checkoutProblems(broken, 'guest', 'en')).toEqual({
      name: 'A name needs letters, Arabic or Latin',
      phone: 'Invalid phone number',
    })
    expect(checkoutProblems(broken, 'guest', 'ar')).toEqual({
      name: 'يجب أن يحتوي الاسم على حروف عربية أو لاتينية',
      phone: 'رقم الجوال غير صحيح',
    })
  })

  it('checks a customer’s new address, and nothing typed for a saved one', () => {
    const broken = { ...typed, name: '', email: '', details: 'K' }
    expect(checkoutProblems(broken, 'new-address', 'en')).toEqual({
      details: 'Address must be between 2 and 255 characters',
    })
    expect(checkoutProblems(broken, 'saved-address', 'en')).toBeNull()
    expect(checkoutProblems(typed, 'guest', 'ar')).toBeNull()
  })
})
