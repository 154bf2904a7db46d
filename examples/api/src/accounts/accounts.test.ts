import type { RegisterRequest } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { asSent, succeeded } from '../test/api-caller.ts'
import { useTestShop } from '../test/shop.ts'
import { mailedCode, newRegistration, signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = (extra: Partial<RegisterRequest> = {}) => signUpCustomer(shop, extra)
const signUp = (body: RegisterRequest) => shop.call('register', { body })
const confirm = (email: string, code: string, language?: string) =>
  shop.call('confirmRegistration', { body: { email, code }, language })
const login = (email: string, password: string) => shop.call('login', { body: { email, password } })

describe('accounts', () => {
  it('signs a customer up with the mailed code and answers a session in the contract shape', async () => {
    const { body, token, user } = await register()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(user).toMatchObject({ email: body.email, first_name: 'Sara', user_name: body.user_name })
    const profile = await shop.call('getProfile', { token })
    expect(profile.status).toBe(200)
    expect(succeeded(profile).data.email).toBe(body.email)
  })

  it('refuses a weak password with field errors in the language asked', async () => {
    const res = await shop.call('register', {
      body: asSent({ ...newRegistration(), password: 'short', confirm_password: 'short' }),
      language: 'ar',
    })
    expect(res.status).toBe(422)
    const error = res.ok ? undefined : res.error
    expect(error?.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(error?.errors ?? {})).toContain('password')
  })

  it('answers a sign-up with a taken email exactly like a new one, and mails a note instead of a code', async () => {
    const { body } = await register()
    const taken = await signUp(newRegistration({ email: body.email.toUpperCase() }))
    const fresh = await signUp(newRegistration())
    expect(taken.status).toBe(200)
    expect(fresh.status).toBe(200)
    expect(taken.text).toBe(fresh.text)
    const note = shop.mail.sent.findLast((mail) => mail.to === body.email)
    expect(note?.subject).toBe('You already have a Matjar account')
    expect(mailedCode(shop.mail.sent, body.email)).toBe('')
    // Confirming anything for the taken email makes no second account.
    expect((await confirm(body.email, '12345678')).status).toBe(401)
  })

  it('makes no account before the code comes back, and a code works once', async () => {
    const body = newRegistration()
    await signUp(body)
    expect((await login(body.email, body.password)).status).toBe(401)
    const code = mailedCode(shop.mail.sent, body.email)
    expect((await confirm(body.email, code)).status).toBe(200)
    expect((await confirm(body.email, code)).status).toBe(401)
    expect((await login(body.email, body.password)).status).toBe(200)
  })

  it('cancels a sign-up after five wrong codes, in the language asked', async () => {
    const body = newRegistration()
    await signUp(body)
    const code = mailedCode(shop.mail.sent, body.email)
    const wrong = code === '00000000' ? '11111111' : '00000000'
    for (let i = 0; i < 5; i++) {
      const res = await confirm(body.email, wrong, 'ar')
      expect(res.status).toBe(401)
      expect(res.ok ? '' : res.error.message).toBe('الرمز غير صحيح أو انتهت صلاحيته')
    }
    expect((await confirm(body.email, code)).status).toBe(401)
  })

  it('replaces an earlier sign-up of the same email: only the newest code works', async () => {
    const body = newRegistration()
    await signUp(body)
    const first = mailedCode(shop.mail.sent, body.email)
    await signUp({ ...body, first_name: 'Noor' })
    const second = mailedCode(shop.mail.sent, body.email)
    if (first !== second) expect((await confirm(body.email, first)).status).toBe(401)
    const res = await confirm(body.email, second)
    expect(succeeded(res).data.user.first_name).toBe('Noor')
  })

  it('limits sign-ups per email (429 on the fourth in 15 minutes)', async () => {
    const body = newRegistration()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await signUp(body)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('logs in, and answers a wrong password exactly like an unknown email', async () => {
    const { body } = await register()
    expect((await login(body.email, 'Secret#123')).status).toBe(200)
    const wrong = await login(body.email, 'Wrong#1234')
    const unknown = await login('nobody@example.com', 'Wrong#1234')
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.text).toBe(unknown.text)
  })

  it('logs out: the token no longer works', async () => {
    const { token } = await register()
    const out = await shop.call('logout', { query: { fcm_token: token }, token })
    expect(out.status).toBe(200)
    expect((await shop.call('getProfile', { token })).status).toBe(401)
  })

  it('answers 401 for a made-up token, and for /auth calls without one', async () => {
    expect((await shop.call('getProfile', { token: 'made-up' })).status).toBe(401)
    expect((await shop.call('getProfile')).status).toBe(401)
  })
})
