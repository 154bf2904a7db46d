import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { bearer, jsonPost, readError } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'
import { mailedCode, newRegistration, signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const register = (extra: Record<string, unknown> = {}) => signUpCustomer(shop, extra)

describe('accounts', () => {
  it('signs a customer up with the mailed code and answers a session in the contract shape', async () => {
    const { body, token, user } = await register()
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(user).toMatchObject({ email: body.email, first_name: 'Sara', user_name: body.user_name })
    const profile = await shop.app.request(endpoints.getProfile.path, { headers: bearer(token) })
    expect(profile.status).toBe(200)
    expect(endpoints.getProfile.response.parse(await profile.json()).data.email).toBe(body.email)
  })

  it('refuses a weak password with field errors in the language asked', async () => {
    const res = await shop.app.request(
      endpoints.register.path,
      jsonPost(
        { ...newRegistration(), password: 'short', confirm_password: 'short' },
        { 'accept-language': 'ar' },
      ),
    )
    expect(res.status).toBe(422)
    const error = await readError(res)
    expect(error.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(error.errors ?? {})).toContain('password')
  })

  it('answers a sign-up with a taken email exactly like a new one, and mails a note instead of a code', async () => {
    const { body } = await register()
    const taken = await shop.app.request(
      endpoints.register.path,
      jsonPost({ ...newRegistration(), email: body.email.toUpperCase() }),
    )
    const fresh = await shop.app.request(endpoints.register.path, jsonPost(newRegistration()))
    expect(taken.status).toBe(200)
    expect(fresh.status).toBe(200)
    expect(await taken.json()).toEqual(await fresh.json())
    const note = shop.mail.sent.findLast((mail) => mail.to === body.email)
    expect(note?.subject).toBe('You already have a Matjar account')
    expect(mailedCode(shop.mail.sent, body.email)).toBe('')
    // Confirming anything for the taken email makes no second account.
    const res = await shop.app.request(
      endpoints.confirmRegistration.path,
      jsonPost({ email: body.email, code: '12345678' }),
    )
    expect(res.status).toBe(401)
  })

  it('makes no account before the code comes back, and a code works once', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, jsonPost(body))
    const early = await shop.app.request(
      endpoints.login.path,
      jsonPost({ email: body.email, password: body.password }),
    )
    expect(early.status).toBe(401)
    const code = mailedCode(shop.mail.sent, body.email)
    const confirm = () =>
      shop.app.request(endpoints.confirmRegistration.path, jsonPost({ email: body.email, code }))
    expect((await confirm()).status).toBe(200)
    expect((await confirm()).status).toBe(401)
    const login = await shop.app.request(
      endpoints.login.path,
      jsonPost({ email: body.email, password: body.password }),
    )
    expect(login.status).toBe(200)
  })

  it('cancels a sign-up after five wrong codes, in the language asked', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, jsonPost(body))
    const code = mailedCode(shop.mail.sent, body.email)
    const wrong = code === '00000000' ? '11111111' : '00000000'
    for (let i = 0; i < 5; i++) {
      const res = await shop.app.request(
        endpoints.confirmRegistration.path,
        jsonPost({ email: body.email, code: wrong }, { 'accept-language': 'ar' }),
      )
      expect(res.status).toBe(401)
      expect((await readError(res)).message).toBe('الرمز غير صحيح أو انتهت صلاحيته')
    }
    const right = await shop.app.request(
      endpoints.confirmRegistration.path,
      jsonPost({ email: body.email, code }),
    )
    expect(right.status).toBe(401)
  })

  it('replaces an earlier sign-up of the same email: only the newest code works', async () => {
    const body = newRegistration()
    await shop.app.request(endpoints.register.path, jsonPost(body))
    const first = mailedCode(shop.mail.sent, body.email)
    await shop.app.request(endpoints.register.path, jsonPost({ ...body, first_name: 'Noor' }))
    const second = mailedCode(shop.mail.sent, body.email)
    if (first !== second) {
      const stale = await shop.app.request(
        endpoints.confirmRegistration.path,
        jsonPost({ email: body.email, code: first }),
      )
      expect(stale.status).toBe(401)
    }
    const res = await shop.app.request(
      endpoints.confirmRegistration.path,
      jsonPost({ email: body.email, code: second }),
    )
    expect(
      endpoints.confirmRegistration.response.parse(await res.json()).data.user.first_name,
    ).toBe('Noor')
  })

  it('limits sign-ups per email (429 on the fourth in 15 minutes)', async () => {
    const body = newRegistration()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      statuses.push((await shop.app.request(endpoints.register.path, jsonPost(body))).status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('logs in, and answers a wrong password exactly like an unknown email', async () => {
    const { body } = await register()
    const ok = await shop.app.request(
      endpoints.login.path,
      jsonPost({ email: body.email, password: 'Secret#123' }),
    )
    expect(ok.status).toBe(200)

    const wrong = await shop.app.request(
      endpoints.login.path,
      jsonPost({ email: body.email, password: 'Wrong#1234' }),
    )
    const unknown = await shop.app.request(
      endpoints.login.path,
      jsonPost({ email: 'nobody@example.com', password: 'Wrong#1234' }),
    )
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.text()).toBe(await unknown.text())
  })

  it('logs out: the token no longer works', async () => {
    const { token } = await register()
    const out = await shop.app.request(`${endpoints.logout.path}?fcm_token=${token}`, {
      headers: bearer(token),
    })
    expect(out.status).toBe(200)
    const after = await shop.app.request(endpoints.getProfile.path, { headers: bearer(token) })
    expect(after.status).toBe(401)
  })

  it('answers 401 for a made-up token, and for /auth calls without one', async () => {
    expect(
      (await shop.app.request(endpoints.getProfile.path, { headers: bearer('made-up') })).status,
    ).toBe(401)
    expect((await shop.app.request(endpoints.getProfile.path)).status).toBe(401)
  })
})
