import { describe, expect, it } from 'vitest'
import { addressFormSchema } from './address-form.ts'
import { validateForm } from './translate-issues.ts'

const home = {
  name: 'Home',
  type: 'home',
  country: 'SA',
  state: 'SA-01',
  city: 'riyadh',
  details: 'King Fahd Road, Al Olaya',
  phone: '+966501234567',
  street: '',
  zip_code: ' 12211 ',
}

describe('addressFormSchema', () => {
  it('accepts a home address and leaves blank optional fields out', () => {
    expect(validateForm(addressFormSchema, home, 'en')).toEqual({
      success: true,
      data: { ...home, street: undefined, zip_code: '12211', is_default: false },
    })
  })

  it('requires name, type, country, state, city, address and phone — in English', () => {
    expect(validateForm(addressFormSchema, {}, 'en')).toEqual({
      success: false,
      errors: {
        name: ['Address name is required'],
        type: ['Choose an address type'],
        country: ['Country is required'],
        state: ['State is required'],
        city: ['City is required'],
        details: ['Address is required'],
        phone: ['Phone number is required'],
      },
    })
  })

  it('requires the same in Arabic', () => {
    expect(
      validateForm(addressFormSchema, { ...home, country: '', state: '', city: '' }, 'ar'),
    ).toEqual({
      success: false,
      errors: {
        country: ['الدولة مطلوبة'],
        state: ['المنطقة مطلوبة'],
        city: ['المدينة مطلوبة'],
      },
    })
  })

  it('keeps address name and address between 2 and 255 characters', () => {
    expect(
      validateForm(addressFormSchema, { ...home, name: 'H', details: 'x'.repeat(256) }, 'en'),
    ).toEqual({
      success: false,
      errors: {
        name: ['Address name must be between 2 and 255 characters'],
        details: ['Address must be between 2 and 255 characters'],
      },
    })
    expect(validateForm(addressFormSchema, { ...home, name: 'ب' }, 'ar')).toEqual({
      success: false,
      errors: { name: ['يجب أن يكون اسم العنوان بين 2 و255 حرفًا'] },
    })
    expect(
      validateForm(addressFormSchema, { ...home, details: 'x'.repeat(255) }, 'en'),
    ).toMatchObject({
      success: true,
    })
  })

  it('accepts the four address types only', () => {
    for (const type of ['home', 'apartment', 'other']) {
      expect(validateForm(addressFormSchema, { ...home, type }, 'en')).toMatchObject({
        success: true,
      })
    }
    expect(validateForm(addressFormSchema, { ...home, type: 'villa' }, 'en')).toEqual({
      success: false,
      errors: { type: ['Choose an address type'] },
    })
  })

  it('requires a company name of 2 to 255 characters for an office', () => {
    const office = { ...home, type: 'office' }
    expect(validateForm(addressFormSchema, { ...office, company_name: '  ' }, 'en')).toEqual({
      success: false,
      errors: { company_name: ['Company name is required'] },
    })
    expect(validateForm(addressFormSchema, { ...office, company_name: 'X' }, 'ar')).toEqual({
      success: false,
      errors: { company_name: ['يجب أن يكون اسم الشركة بين 2 و255 حرفًا'] },
    })
    expect(
      validateForm(addressFormSchema, { ...office, company_name: 'Matjar Co.' }, 'en'),
    ).toMatchObject({
      success: true,
      data: { company_name: 'Matjar Co.' },
    })
  })
})
