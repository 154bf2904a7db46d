import { describe, expect, it } from 'vitest'
import { checkoutAddressFormSchema, guestCheckoutFormSchema } from './checkout-forms.ts'
import { validateForm } from './translate-issues.ts'

const guest = {
  name: 'Noura Saad',
  email: ' noura@example.com ',
  phone: '+966512345678',
  city: 'riyadh',
  details: 'King Fahd Road, building 7',
}

describe('guestCheckoutFormSchema', () => {
  it('accepts a complete guest checkout, the email trimmed as typed', () => {
    expect(validateForm(guestCheckoutFormSchema, guest, 'en')).toEqual({
      success: true,
      data: { ...guest, email: 'noura@example.com' },
    })
  })

  it('explains each problem in the shopper’s language', () => {
    const broken = { name: '😀🔥', email: 'noura@', phone: '12', city: '', details: 'K' }
    expect(validateForm(guestCheckoutFormSchema, broken, 'en')).toEqual({
      success: false,
      errors: {
        name: ['A name needs letters, Arabic or Latin'],
        email: ['Invalid email format'],
        phone: ['Invalid phone number'],
        city: ['City is required'],
        details: ['Address must be between 2 and 255 characters'],
      },
    })
    expect(validateForm(guestCheckoutFormSchema, broken, 'ar')).toEqual({
      success: false,
      errors: {
        name: ['يجب أن يحتوي الاسم على حروف عربية أو لاتينية'],
        email: ['صيغة البريد الإلكتروني غير صحيحة'],
        phone: ['رقم الجوال غير صحيح'],
        city: ['المدينة مطلوبة'],
        details: ['يجب أن يكون العنوان بين 2 و255 حرفًا'],
      },
    })
  })

  it('asks for what was left blank, the name as the customer’s', () => {
    const blank = { name: ' ', email: '', phone: '', city: 'riyadh', details: '' }
    expect(validateForm(guestCheckoutFormSchema, blank, 'en')).toEqual({
      success: false,
      errors: {
        name: ['Customer name is required'],
        email: ['Email is required'],
        phone: ['Phone number is required'],
        details: ['Address is required'],
      },
    })
    expect(validateForm(guestCheckoutFormSchema, blank, 'ar')).toEqual({
      success: false,
      errors: {
        name: ['اسم العميل مطلوب'],
        email: ['البريد الإلكتروني مطلوب'],
        phone: ['رقم الجوال مطلوب'],
        details: ['العنوان مطلوب'],
      },
    })
  })
})

describe('checkoutAddressFormSchema', () => {
  it('takes the new address’s city, details and phone, and nothing of the guest', () => {
    const address = { city: 'jazan', details: 'Corniche, villa 3', phone: '+966512345678' }
    expect(validateForm(checkoutAddressFormSchema, address, 'en')).toEqual({
      success: true,
      data: address,
    })
    expect(validateForm(checkoutAddressFormSchema, { ...address, phone: '0512' }, 'ar')).toEqual({
      success: false,
      errors: { phone: ['رقم الجوال غير صحيح'] },
    })
  })
})
