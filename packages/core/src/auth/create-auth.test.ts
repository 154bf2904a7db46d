import { describe, expect, it } from 'vitest'
import { createFakeAccountServer } from '../../test/fake-account-server.ts'
import { sampleRegistration, sampleUser } from '../contract/samples.ts'
import { createAuth } from './create-auth.ts'

/** A guest's auth over the fake account server, started. */
const startAuth = (persist: (session: unknown) => void = () => {}) => {
  const server = createFakeAccountServer()
  const auth = createAuth({
    client: server.client as never,
    guestCartId: () => null,
    persist,
    restore: () => null,
  })
  auth.start()
  return { server, auth }
}

describe('createAuth', () => {
  it('stops showing a failure once the reset code was sent after all', async () => {
    const { server, auth } = startAuth()
    const wrong = auth.login({ email: 'sara@example.com', password: 'not-it' })
    expect(await wrong).toMatchObject({ ok: false, error: { name: 'StorefrontError' } })
    expect(auth.getState().error?.code).toBe('auth.sign_in_failed')

    server.failing.add('forgotPassword')
    expect(await auth.forgotPassword('sara@example.com')).toMatchObject({
      ok: false,
      error: { code: 'auth.forgot_password_failed' },
    })
    expect(auth.getState().error?.code).toBe('auth.forgot_password_failed')

    server.failing.delete('forgotPassword')
    await auth.forgotPassword('sara@example.com')
    expect(auth.getState()).toMatchObject({ status: 'signedOut', error: null })
  })
  it('shows and stores the details a saved profile answered with, only while signed in', async () => {
    const stored: unknown[] = []
    const { auth } = startAuth((session) => stored.push(session))
    const before = auth.getState().user
    auth.updateUser({ first_name: 'Nobody' } as never)
    expect(auth.getState().user).toBe(before)

    await auth.login({ email: 'sara@example.com', password: 'Secret#123' })
    const signedIn = auth.getState()
    const renamed = { ...signedIn.user!, first_name: 'Sarah', email: 'sarah@example.com' }
    auth.updateUser(renamed)
    expect(auth.getState()).toMatchObject({
      isSignedIn: true,
      user: renamed,
      token: signedIn.token,
    })
    expect(stored.at(-1)).toEqual({ user: renamed, token: signedIn.token })
  })
  it('serves a request made while another is under way after it, and refuses one that meets a signed-in customer', async () => {
    const { server, auth } = startAuth()
    // Sent while the wrong password is under way: it waits, then goes out once that failed.
    const wrong = auth.login({ email: 'sara@example.com', password: 'not-it' })
    const reset = auth.forgotPassword('sara@example.com')
    const right = auth.login({ email: 'sara@example.com', password: 'Secret#123' })
    const again = auth.login({ email: 'sara@example.com', password: 'Secret#123' })
    await expect(wrong).resolves.toMatchObject({ ok: false, error: { status: 401 } })
    await expect(reset).resolves.toEqual({ ok: true })
    await expect(right).resolves.toEqual({ ok: true })
    await expect(again).resolves.toMatchObject({
      ok: false,
      error: { code: 'auth.already_signed_in', status: 409 },
    })
    expect(server.calls.map((call) => call.name)).toEqual(['login', 'forgotPassword', 'login'])
    expect(auth.getState()).toMatchObject({ isSignedIn: true, error: null })
    // Signed in, a request is refused at once and nothing is sent.
    await expect(auth.register(sampleRegistration)).resolves.toMatchObject({
      ok: false,
      error: { code: 'auth.already_signed_in' },
    })
    expect(server.calls).toHaveLength(3)
  })
  it('restores the stored session on start without its machine, which the first request starts from', async () => {
    const server = createFakeAccountServer()
    const stored: unknown[] = []
    const session = { user: sampleUser, token: 'tok-sara' }
    const auth = createAuth({
      client: server.client as never,
      guestCartId: () => null,
      persist: (kept) => stored.push(kept),
      restore: () => session,
    })
    expect(auth.getState()).toMatchObject({ status: 'signedOut', isSignedIn: false })
    auth.start()
    expect(auth.getState()).toMatchObject({
      status: 'signedIn',
      user: sampleUser,
      token: 'tok-sara',
    })
    expect(auth.actor.current).toBeUndefined()

    const signedOut: string[] = []
    auth.on('auth.signedOut', (event) => signedOut.push(event.navigateTo))
    await auth.logout()
    expect(auth.actor.current).toBeDefined()
    expect(server.calls.map((call) => call.name)).toEqual(['logout'])
    expect(signedOut).toEqual(['/auth?page=register'])
    expect(stored).toEqual([null])
    expect(auth.getState()).toMatchObject({ status: 'signedOut', user: null, token: null })
  })

  it('says to go where the app signs shoppers up after logout, when it names its own page', async () => {
    const server = createFakeAccountServer()
    const auth = createAuth({
      client: server.client as never,
      guestCartId: () => null,
      persist: () => {},
      restore: () => ({ user: sampleUser, token: 'tok-sara' }),
      afterLogoutPath: '/sign-up',
    })
    auth.start()
    const signedOut: string[] = []
    auth.on('auth.signedOut', (event) => signedOut.push(event.navigateTo))
    await auth.logout()
    expect(signedOut).toEqual(['/sign-up'])
  })
})
