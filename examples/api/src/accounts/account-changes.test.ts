import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db/connect.ts'
import { mailJobs } from '../db/schema.ts'
import { silentLogger } from '../http/logger.ts'
import { createMemoryTransport } from '../mail/mail-transport.ts'
import { apiCaller, succeeded } from '../test/api-caller.ts'
import { signUpCustomer } from '../test/sign-up.ts'
import { openTestDatabase } from '../test/test-database.ts'

let database: DatabaseHandle
const mail = createMemoryTransport()
let app: ReturnType<typeof createApp>
let call: ReturnType<typeof apiCaller>
beforeAll(async () => {
  database = await openTestDatabase()
  app = createApp({ db: database.db, logger: silentLogger, mail })
  call = apiCaller(app)
})
afterAll(() => database.close())

const forgot = (email: string, language?: string) =>
  call('forgotPassword', { body: { email }, language })
const login = (email: string, password: string) => call('login', { body: { email, password } })
const profileStatus = async (token: string) => (await call('getProfile', { token })).status

const signUp = async () => {
  const { email, token } = await signUpCustomer(
    { app, mail },
    { user_name: 'noor', first_name: 'Noor', last_name: 'Hassan' },
  )
  return { email, token }
}
const codeIn = (text: string) => /\d{8}/.exec(text)?.[0] ?? ''

describe('forgot and reset password', () => {
  it('answers before the mail is sent, and sends it after, for a known email only', async () => {
    const { email } = await signUp()
    const before = mail.sent.length
    const known = await forgot(email)
    expect(known.status).toBe(200)
    // The answer came first: nothing was sent while the request ran.
    expect(mail.sent.length).toBe(before)
    // Then the queue sends it and empties; an unknown email's job goes without a mail.
    await forgot('nobody@example.com')
    await vi.waitFor(async () => expect(await database.db.select().from(mailJobs)).toEqual([]))
    expect(mail.sent.slice(before).map((m) => m.to)).toEqual([email])
  })

  it('answers the same for a known and an unknown email, and mails a code only to the known one', async () => {
    const { email } = await signUp()
    const before = mail.sent.length
    const known = await forgot(email)
    const unknown = await forgot('ghost@example.com')
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(200)
    expect(known.text).toBe(unknown.text)
    // Sent after the answer, by the API process.
    await vi.waitFor(() => expect(mail.sent.slice(before).map((m) => m.to)).toEqual([email]))
  })

  it('resets with the mailed code once, signs every old session out, and signs in', async () => {
    const { email, token } = await signUp()
    const before = mail.sent.length
    await forgot(email, 'ar')
    await vi.waitFor(() => expect(mail.sent.length).toBe(before + 1))
    const letter = mail.sent.at(-1)
    expect(letter?.subject).toBe('رمز إعادة تعيين كلمة المرور في متجر')
    const code = codeIn(letter?.text ?? '')
    const reset = { email, code, password: 'Newer#456', confirm_password: 'Newer#456' }

    const first = await call('resetPassword', { body: reset })
    expect(first.status).toBe(200)
    expect(succeeded(first).data.user.email).toBe(email)
    expect(await profileStatus(token)).toBe(401)
    expect((await call('resetPassword', { body: reset })).status).toBe(401)
    expect((await login(email, 'Newer#456')).status).toBe(200)
  })

  it('refuses a wrong code', async () => {
    const { email } = await signUp()
    const res = await call('resetPassword', {
      body: { email, code: '00000000', password: 'Newer#456', confirm_password: 'Newer#456' },
    })
    expect(res.status).toBe(401)
  })

  it('limits forgot-password to 3 a window per email (429)', async () => {
    const { email } = await signUp()
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await forgot(email)).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('limits login to 10 attempts a window per email from one client (429), even with the right password', async () => {
    const { email } = await signUp()
    for (let i = 0; i < 10; i++) await login(email, 'Wrong#1234')
    const res = await login(email, 'Secret#123')
    expect(res.status).toBe(429)
    expect(res.ok ? '' : res.error.message).toBe('Too many attempts: please wait a few minutes')
  })
})

describe('profile, password and email', () => {
  it('updates the profile', async () => {
    const { token } = await signUp()
    const res = await call('updateProfile', {
      body: {
        user_name: 'noor.h',
        first_name: 'Nour',
        last_name: 'Hassan',
        phone: '+966598765432',
      },
      token,
    })
    expect(res.status).toBe(200)
    expect(succeeded(res).data).toMatchObject({
      first_name: 'Nour',
      phone: '+966598765432',
    })
  })

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const { email, token } = await signUp()
    const other = succeeded(await login(email, 'Secret#123')).data.token
    // To Newer#456, proving the current password with `current`.
    const changeTo = (current: string) =>
      call('changePassword', {
        body: { current_password: current, password: 'Newer#456', confirm_password: 'Newer#456' },
        token,
      })
    const wrong = await changeTo('Nope#1234')
    expect(wrong.status).toBe(422)
    expect(wrong.ok ? undefined : wrong.error.errors?.current_password).toEqual([
      'The current password is wrong',
    ])
    const ok = await changeTo('Secret#123')
    expect(ok.status).toBe(200)
    expect(await profileStatus(token)).toBe(200)
    expect(await profileStatus(other)).toBe(401)
  })

  it('changes the email with the password, refusing one that has an account', async () => {
    const first = await signUp()
    const second = await signUp()
    const changeTo = (email: string) =>
      call('changeEmail', { body: { email, password: 'Secret#123' }, token: second.token })
    expect((await changeTo(first.email)).status).toBe(409)
    const fresh = `new.${randomUUID().slice(0, 8)}@example.com`
    expect((await changeTo(fresh)).status).toBe(200)
    expect((await login(fresh, 'Secret#123')).status).toBe(200)
  })
})
