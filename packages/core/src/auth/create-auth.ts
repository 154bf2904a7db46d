import type { StateValueFrom } from 'xstate'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { AuthError, type AuthFailure } from './auth-failure.ts'
import type { AuthEmitted, AuthMachine, AuthMachineDeps } from './auth-machine.ts'
import type { Registration, SignInRequest } from './auth-request.ts'

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

type AuthMachineState = StateValueFrom<AuthMachine>

export interface CreateAuthOptions extends AuthMachineDeps {
  /** Reads the stored session (see `readStoredSession`); called once, by `start()`. */
  restore: () => Session | null
  machine?: AuthMachine
}

/** How the shopper's status reads: restoring and deciding show as signed out. */
const statusOf = (value: AuthMachineState): AuthStatus =>
  value === 'restoring' || value === 'decided' ? 'signedOut' : value

/**
 * Signing in and out, framework-free. Each call resolves when the server answered, or rejects
 * with an `AuthError` carrying the §8 message key and the server's field errors. A request made
 * while another is under way waits its turn; one that meets a signed-in customer rejects with a
 * plain `Error`. The stored session is read on start without XState; the machine loads with the
 * first request (sign-in, sign-up, logout …).
 */
export const createAuth = (options: CreateAuthOptions) => {
  // The session read on start: the machine, once made, starts from it.
  let restored: { session: Session | null } | undefined
  const actor: ActorOnDemand<AuthMachine> = createActorOnDemand<AuthMachine>({
    load: () =>
      options.machine
        ? Promise.resolve(options.machine)
        : import('./auth-machine.ts').then((module) => module.createAuthMachine(options)),
    resting: {
      value: 'restoring',
      context: { user: null, token: null, failure: null, requests: [] },
    },
    onMade: (made) => {
      if (restored) made.send({ type: 'auth.restore', session: restored.session })
    },
  })
  const { store, request, settle } = createActorStore(actor, (snapshot): AuthState => {
    const status = statusOf(snapshot.value)
    return {
      status,
      user: snapshot.context.user,
      token: snapshot.context.token,
      isSignedIn: status === 'signedIn',
      failure: snapshot.context.failure,
    }
  })
  actor.on('auth.settled', (event) => {
    const waiter = settle(event.id)
    if (event.ok) waiter?.resolve()
    else waiter?.reject(new AuthError(event.failure))
  })
  actor.on('auth.refused', (event) => {
    settle(event.id)?.reject(new Error('Cannot do that while signed in: log out first.'))
  })
  const signIn = (req: SignInRequest) =>
    request('auth', (id) => actor.send({ type: 'auth.signIn', id, request: req }))

  return {
    ...store,
    /** Starts, restoring the stored session. */
    start(): void {
      actor.start()
      const session = options.restore()
      restored = { session }
      if (actor.current) {
        actor.send({ type: 'auth.restore', session })
        return
      }
      const signedIn = session !== null && session.token !== null && session.user !== null
      actor.rest(({ context }) => ({
        value: signedIn ? 'signedIn' : 'signedOut',
        context: { ...context, user: session?.user ?? null, token: session?.token ?? null },
      }))
    },
    stop: (): void => actor.stop(),
    on<T extends AuthEmitted['type']>(
      type: T,
      listener: (event: Extract<AuthEmitted, { type: T }>) => void,
    ): () => void {
      const subscription = actor.on(type, listener)
      return () => subscription.unsubscribe()
    },
    login: (body: Extract<SignInRequest, { action: 'login' }>['body']) =>
      signIn({ action: 'login', body }),
    /** Starts a sign-up: resolves once the confirmation code is mailed (nobody is signed in). */
    register: (registration: Registration) =>
      request('auth', (id) => actor.send({ type: 'auth.register', id, registration })),
    /** Makes the account with the mailed code and signs it in, carrying the guest cart. */
    confirmRegistration: (
      body: Extract<SignInRequest, { action: 'confirmRegistration' }>['body'],
    ) => signIn({ action: 'confirmRegistration', body }),
    signInWithGoogle: (idToken: string) =>
      signIn({ action: 'google', body: { id_token: idToken } }),
    resetPassword: (body: Extract<SignInRequest, { action: 'resetPassword' }>['body']) =>
      signIn({ action: 'resetPassword', body }),
    forgotPassword: (email: string) =>
      request('auth', (id) => actor.send({ type: 'auth.forgotPassword', id, email })),
    /**
     * Keeps the signed-in customer's details in step after a profile or email change (the answer of
     * `updateProfile` or `changeEmail`): `user` and the stored session show the new ones. Ignored
     * when nobody is signed in.
     */
    updateUser(user: User): void {
      if (store.getState().isSignedIn) actor.send({ type: 'auth.userUpdated', user })
    },
    /** Signs out: the server is asked, and everything local is cleared whatever it answers. */
    logout(): Promise<void> {
      if (!store.getState().isSignedIn) return Promise.resolve()
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
