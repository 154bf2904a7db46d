import { type Actor, createActor } from 'xstate'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { AuthError, type AuthFailure } from './auth-failure.ts'
import {
  type AuthEmitted,
  type AuthMachine,
  type AuthMachineDeps,
  createAuthMachine,
  type Registration,
  type SignInRequest,
} from './auth-machine.ts'

export type AuthStatus =
  | 'signedOut'
  | 'signingIn'
  | 'requestingReset'
  | 'registering'
  | 'signedIn'
  | 'signingOut'

export interface AuthState {
  status: AuthStatus
  user: User | null
  token: string | null
  isSignedIn: boolean
  /** The last failure, with the §8 message key and the server's field errors. */
  failure: AuthFailure | null
}

export interface CreateAuthOptions extends AuthMachineDeps {
  /** Reads the stored session (see `readStoredSession`); called once, by `start()`. */
  restore: () => Session | null
  machine?: AuthMachine
}

let requestIds = 0

/**
 * Signing in and out, framework-free. Each call resolves when the server answered, or rejects
 * with an `AuthError` carrying the §8 message key and the server's field errors.
 */
export const createAuth = (options: CreateAuthOptions) => {
  const actor: Actor<AuthMachine> = createActor(options.machine ?? createAuthMachine(options))
  const waiting = new Map<string, { resolve: () => void; reject: (error: AuthError) => void }>()
  actor.on('auth.settled', (event) => {
    const waiter = waiting.get(event.id)
    waiting.delete(event.id)
    if (event.ok) waiter?.resolve()
    else waiter?.reject(new AuthError(event.failure))
  })

  let lastSnapshot: unknown
  let state: AuthState
  const read = (): AuthState => {
    const snapshot = actor.getSnapshot()
    if (snapshot !== lastSnapshot || !state) {
      lastSnapshot = snapshot
      const status = (
        snapshot.value === 'restoring' || snapshot.value === 'decided'
          ? 'signedOut'
          : snapshot.value
      ) as AuthStatus
      state = {
        status,
        user: snapshot.context.user,
        token: snapshot.context.token,
        isSignedIn: status === 'signedIn',
        failure: snapshot.context.failure,
      }
    }
    return state
  }

  const request = (send: (id: string) => void): Promise<void> => {
    const id = `auth-${++requestIds}`
    const settled = new Promise<void>((resolve, reject) => waiting.set(id, { resolve, reject }))
    send(id)
    if (!waiting.has(id)) return settled
    // Not accepted in this state (e.g. already signed in): say so rather than hang.
    if (actor.getSnapshot().context.pending?.id !== id) {
      waiting.delete(id)
      return Promise.reject(new Error(`Cannot do that while ${read().status}.`))
    }
    return settled
  }
  const signIn = (req: SignInRequest) =>
    request((id) => actor.send({ type: 'auth.signIn', id, request: req }))

  return {
    actor,
    /** Starts, restoring the stored session. */
    start(): void {
      actor.start()
      actor.send({ type: 'auth.restore', session: options.restore() })
    },
    stop: () => void actor.stop(),
    getState: read,
    subscribe(listener: () => void): () => void {
      const subscription = actor.subscribe(() => listener())
      return () => subscription.unsubscribe()
    },
    on<T extends AuthEmitted['type']>(
      type: T,
      listener: (event: Extract<AuthEmitted, { type: T }>) => void,
    ): () => void {
      const subscription = actor.on(type, listener as never)
      return () => subscription.unsubscribe()
    },
    login: (body: Extract<SignInRequest, { action: 'login' }>['body']) =>
      signIn({ action: 'login', body }),
    /** Starts a sign-up: resolves once the confirmation code is mailed (nobody is signed in). */
    register: (registration: Registration) =>
      request((id) => actor.send({ type: 'auth.register', id, registration })),
    /** Makes the account with the mailed code and signs it in, carrying the guest cart. */
    confirmRegistration: (
      body: Extract<SignInRequest, { action: 'confirmRegistration' }>['body'],
    ) => signIn({ action: 'confirmRegistration', body }),
    signInWithGoogle: (idToken: string) =>
      signIn({ action: 'google', body: { id_token: idToken } }),
    resetPassword: (body: Extract<SignInRequest, { action: 'resetPassword' }>['body']) =>
      signIn({ action: 'resetPassword', body }),
    forgotPassword: (email: string) =>
      request((id) => actor.send({ type: 'auth.forgotPassword', id, email })),
    /**
     * Keeps the signed-in customer's details in step after a profile or email change (the answer of
     * `updateProfile` or `changeEmail`): `user` and the stored session show the new ones. Ignored
     * when nobody is signed in.
     */
    updateUser: (user: User): void => actor.send({ type: 'auth.userUpdated', user }),
    /** Signs out: the server is asked, and everything local is cleared whatever it answers. */
    logout(): Promise<void> {
      if (!read().isSignedIn) return Promise.resolve()
      const done = new Promise<void>((resolve) => {
        const subscription = actor.on('auth.signedOut', () => {
          subscription.unsubscribe()
          resolve()
        })
      })
      actor.send({ type: 'auth.logout' })
      return done
    },
  }
}

export type StorefrontAuth = ReturnType<typeof createAuth>
