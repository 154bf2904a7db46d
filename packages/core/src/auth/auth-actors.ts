import { fromPromise } from 'xstate'
import type { Session } from '../contract/session.ts'
import { type AuthAction, toAuthFailure } from './auth-failure.ts'
import type { AuthMachineDeps } from './auth-machine.ts'
import type { Registration, SignInRequest } from './auth-request.ts'

/** Runs a call; its failure rejects as the `AuthFailure` of `action`. */
const failingAs = async <T>(action: AuthAction, call: () => Promise<T>): Promise<T> => {
  try {
    return await call()
  } catch (error) {
    throw toAuthFailure(action, error)
  }
}

/**
 * The auth machine's I/O: each request is one call of the contract, and a failure rejects with an
 * `AuthFailure` (the §8 message key, the server's words and field errors). Signing in, except a
 * password reset, carries the guest cart into the account.
 */
export const createAuthActors = (deps: AuthMachineDeps) => {
  const carry = () => {
    const uuid = deps.guestCartId()
    return uuid ? { uuid, cart_merge: deps.cartMerge ?? 'merge' } : {}
  }
  const signIn = (request: SignInRequest) => {
    switch (request.action) {
      case 'login':
        return deps.client.call('login', { body: { ...request.body, ...carry() } })
      case 'confirmRegistration':
        return deps.client.call('confirmRegistration', { body: { ...request.body, ...carry() } })
      case 'google':
        return deps.client.call('signInWithGoogle', { body: { ...request.body, ...carry() } })
      case 'resetPassword':
        return deps.client.call('resetPassword', { body: request.body })
    }
  }
  return {
    signIn: fromPromise<Session, SignInRequest>(({ input }) =>
      failingAs(input.action, async () => (await signIn(input)).data),
    ),
    forgotPassword: fromPromise<void, { email: string }>(({ input }) =>
      failingAs('forgotPassword', async () => {
        await deps.client.call('forgotPassword', { body: { email: input.email } })
      }),
    ),
    register: fromPromise<void, Registration>(({ input }) =>
      failingAs('register', async () => {
        await deps.client.call('register', { body: input })
      }),
    ),
    logout: fromPromise<void>(() => deps.client.logout()),
  }
}
