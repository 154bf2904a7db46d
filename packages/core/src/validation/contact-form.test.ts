import { describe, expect, it } from 'vitest'
import { CONTACT_ATTACHMENT_MAX_BYTES as ATTACHMENT_MAX_BYTES } from '../contract/contact.ts'
import { contactFormSchema } from './contact-form.ts'
import { validateForm } from './translate-issues.ts'

const message = {
  name: 'Omar',
  email: 'omar@example.com',
  phone: '+966501234567',
  message: 'Where is my order?',
}

describe('contactFormSchema', () => {
  it('accepts a message with JPG, PNG and PDF attachments, keeping the files as given', () => {
    const receipt = new File([new Uint8Array(10)], 'receipt.PDF', { type: 'application/pdf' })
    const photo = new File([new Uint8Array(10)], 'photo.jpeg', { type: 'image/jpeg' })
    const result = validateForm(
      contactFormSchema,
      { ...message, attachments: [receipt, photo] },
      'en',
    )
    expect(result.success && result.data.attachments[0]).toBe(receipt)
    expect(result.success && result.data.attachments[1]).toBe(photo)
  })

  it('needs no attachment', () => {
    expect(validateForm(contactFormSchema, message, 'en')).toMatchObject({
      success: true,
      data: { attachments: [] },
    })
  })

  it('requires name, email, phone and message', () => {
    expect(validateForm(contactFormSchema, {}, 'en')).toEqual({
      success: false,
      errors: {
        name: ['Name is required'],
        email: ['Email is required'],
        phone: ['Phone number is required'],
        message: ['Message is required'],
      },
    })
    expect(validateForm(contactFormSchema, { ...message, name: 'O', message: '  ' }, 'ar')).toEqual(
      {
        success: false,
        errors: { name: ['يجب ألا يقل الاسم عن حرفين'], message: ['الرسالة مطلوبة'] },
      },
    )
  })

  it('takes at most 5 attachments', () => {
    const page = { name: 'page.pdf', type: 'application/pdf', size: 1000 }
    expect(
      validateForm(contactFormSchema, { ...message, attachments: Array(5).fill(page) }, 'en'),
    ).toMatchObject({ success: true })
    expect(
      validateForm(contactFormSchema, { ...message, attachments: Array(6).fill(page) }, 'ar'),
    ).toEqual({ success: false, errors: { attachments: ['يمكنك إرفاق 5 ملفات كحد أقصى'] } })
  })

  it('refuses attachments over 2 MB, pointing at the file', () => {
    const big = { name: 'scan.png', type: 'image/png', size: ATTACHMENT_MAX_BYTES + 1 }
    const limit = { name: 'scan.png', type: 'image/png', size: ATTACHMENT_MAX_BYTES }
    expect(
      validateForm(contactFormSchema, { ...message, attachments: [limit, big] }, 'en'),
    ).toEqual({
      success: false,
      errors: { 'attachments.1': ['Each attachment must be at most 2 MB'] },
    })
    expect(validateForm(contactFormSchema, { ...message, attachments: [big] }, 'ar')).toEqual({
      success: false,
      errors: { 'attachments.0': ['يجب ألا يتجاوز حجم كل مرفق 2 ميغابايت'] },
    })
  })

  it('refuses other types and names that disagree with their type', () => {
    for (const file of [
      {
        name: 'notes.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 10,
      },
      { name: 'anim.gif', type: 'image/gif', size: 10 },
      { name: 'photo.png', type: 'application/pdf', size: 10 },
      { name: 'photo', type: 'image/png', size: 10 },
      { name: 'photo.png', type: '', size: 10 },
      'photo.png',
    ]) {
      expect(validateForm(contactFormSchema, { ...message, attachments: [file] }, 'en')).toEqual({
        success: false,
        errors: { 'attachments.0': ['Attachments must be JPG, PNG or PDF files'] },
      })
    }
    const gif = { name: 'a.gif', type: 'image/gif', size: 10 }
    expect(validateForm(contactFormSchema, { ...message, attachments: [gif] }, 'ar')).toEqual({
      success: false,
      errors: { 'attachments.0': ['يجب أن تكون المرفقات بصيغة JPG أو PNG أو PDF'] },
    })
  })
})
