import { type StorefrontClient, StorefrontError, sdkMessages } from '@matjar/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { phoneOf, type SentAccountForm, sendAccountForm } from './account-form.server.ts'

beforeAll(() => Promise.all([sdkMessages.load('en'), sdkMessages.load('ar')]))

const sentWith = (
  fields: Record<string, string>,
  language: 'en' | 'ar' = 'en',
): SentAccountForm => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return {
    request: new Request('http://shop.test/user-profile/profile', { method: 'POST' }),
    form,
    intent: String(form.get('intent') ?? ''),
    language,
    api: {} as StorefrontClient,
    text: (name) => String(form.get(name) ?? ''),
  }
}

describe('an account form as its action reads it', () => {
  it('reads the phone as typed in the country of its button (Saudi Arabia without one)', () => {
    expect(phoneOf(sentWith({ phone: '0512345678' }))).toBe('+966512345678')
    expect(phoneOf(sentWith({ phone: '07400 123456', phone_country: 'GB' }))).toBe('+447400123456')
    // Not a number: left as typed, for the form's check to refuse.
    expect(phoneOf(sentWith({ phone: '12' }))).toBe('12')
  })

  it('answers a refused form 400 with what was typed, passwords left out', async () => {
    const sent = sentWith({ intent: 'email', email: 'x@', password: 'Secret#123' })
    const answer = await sendAccountForm(
      sent,
      { success: false, errors: { email: ['Invalid email format'] } },
      'profile.email_update_failed',
      async () => ({ message: 'never' }),
    )
    expect(answer.init?.status).toBe(400)
    expect(answer.data).toEqual({
      intent: 'email',
      ok: false,
      errors: { email: 'Invalid email format' },
      refused: null,
      values: { email: 'x@' },
    })
  })

  it("keeps the API's status, field message and message, titled with the failure", async () => {
    const sent = sentWith({ intent: 'details', user_name: 'nora' }, 'ar')
    const refusal = new StorefrontError('اسم المستخدم مستخدم', 409, {
      user_name: ['اسم المستخدم مستخدم'],
    })
    const answer = await sendAccountForm(
      sent,
      { success: true, data: {} },
      'profile.update_failed',
      async () => {
        throw refusal
      },
    )
    expect(answer.init?.status).toBe(409)
    expect(answer.data).toMatchObject({
      ok: false,
      errors: { user_name: 'اسم المستخدم مستخدم' },
      refused: {
        title: sdkMessages.translate('ar', 'profile.update_failed'),
        message: 'اسم المستخدم مستخدم',
      },
      values: { user_name: 'nora' },
    })
  })
})
