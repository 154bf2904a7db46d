import { describe, expect, it } from 'vitest'
import { createFakeAccountServer } from '../../test/fake-account-server.ts'
import { AuthError } from './auth-failure.ts'
import { createAuth } from './create-auth.ts'

describe('createAuth', () => {
  it('stops showing a failure once the reset code was sent after all', async () => {
    const server = createFakeAccountServer()
    const auth = createAuth({
      client: server.client as never,
      guestCartId: () => null,
      persist: () => {},
      restore: () => null,
    })
    auth.start()
    const wrong = auth.login({ email: 'sara@example.com', password: 'not-it' })
    await expect(wrong).rejects.toBeInstanceOf(AuthError)
    expect(auth.getState().failure?.messageKey).toBe('auth.sign_in_failed')

    server.failing.add('forgotPassword')
    await expect(auth.forgotPassword('sara@example.com')).rejects.toMatchObject({
      failure: { messageKey: 'auth.forgot_password_failed' },
    })
    expect(auth.getState().failure?.messageKey).toBe('auth.forgot_password_failed')

    server.failing.delete('forgotPassword')
    await auth.forgotPassword('sara@example.com')
    expect(auth.getState()).toMatchObject({ status: 'signedOut', failure: null })
  })
})
