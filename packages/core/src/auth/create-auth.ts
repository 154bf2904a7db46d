import type { StateValueFrom } from 'xstate'
import { StorefrontError, type StorefrontResult } from '../client/storefront-error.ts'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { type ActorOnDemand, createActorOnDemand } from '../machines/actor-on-demand.ts'
import { createActorStore } from '../machines/actor-store.ts'
import { AFTER_LOGOUT_PATH } from './after-logout.ts'
import type { AuthFailure } from './auth-failure.ts'
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
  /**
   * True until the stored session is read (on the server and before the app starts, in a browser):
   * neither "signed in" nor "signed out" is known yet. `whenRestored()` waits for it.
   */
  restoring: boolean
  /** The last failure: its `code` is the §8 message, with the server's words and field errors. */
  error: AuthFailure | null
}

type AuthMachineState = StateValueFrom<AuthMachine>

export interface CreateAuthOptions extends AuthMachineDeps {
  /** Reads the stored session (see `readStoredSession`); called once, by `start()`. */
  restore: () => Session | null
  /**
   * The session as already known when auth is made (the server rendered the page with it): auth
   * starts signed in or out instead of `restoring`, and `start()` keeps it.
   */
  known?: Session | null
  machine?: AuthMachine
}

/** How the shopper's status reads: restoring and deciding show as signed out. */
const statusOf = (value: AuthMachineState): AuthStatus =>
  value === 'restoring' || value === 'decided' ? 'signedOut' : value

/** Where auth rests before the machine is made: restoring, or the session already known. */
const restingFrom = (known: Session | null | undefined) => {
  const context = { user: null, token: null, failure: null, requests: [] }
  if (known === undefined) return { value: 'restoring' as const, context }
  const signedIn = known !== null && known.token !== null && known.user !== null
  return {
    value: signedIn ? ('signedIn' as const) : ('signedOut' as const),
    context: { ...context, user: known?.user ?? null, token: known?.token ?? null },
  }
}

/** A request that met a signed-in customer: signing in again needs a logout first. */
const alreadySignedIn = (): StorefrontResult => ({
  ok: false,
  error: new StorefrontError(
    'You are already signed in: sign out first',
    409,
    {},
    {
      code: 'auth.already_signed_in',
      serverMessage: null,
    },
  ),
})

/**
 * Signing in and out, framework-free. Each call resolves a `StorefrontResult` once the server
 * answered, and never rejects: `{ ok: false, error }` carries the §8 message (`error.code`), the
 * server's words and field errors. A request made while another is under way waits its turn; one
 * that meets a signed-in customer resolves `auth.already_signed_in`. The stored session is read
 * on start without XState; the machine loads with the first request (sign-in, sign-up, logout …).
 */
export const createAuth = (options: CreateAuthOptions) => {
  // The session read on start: the machine, once made, starts from it.
  let restored: { session: Session | null } | undefined
  const actor: ActorOnDemand<AuthMachine> = createActorOnDemand<AuthMachine>({
    load: () =>
      options.machine
        ? Promise.resolve(options.machine)
        : import('./auth-machine.ts').then((module) => module.createAuthMachine(options)),
    resting: restingFrom(options.known),
    onMade: (made) => {
      if (restored) made.send({ type: 'auth.restore', session: restored.session })
    },
  })
  const { store, request, settle } = createActorStore<AuthMachine, AuthState, StorefrontResult>(
    actor,
    (snapshot): AuthState => {
      const status = statusOf(snapshot.value)
      return {
        status,
        user: snapshot.context.user,
        token: snapshot.context.token,
        isSignedIn: status === 'signedIn',
        restoring: snapshot.value === 'restoring',
        error: snapshot.context.failure,
      }
    },
  )
  actor.on('auth.settled', (event) => {
    settle(event.id)?.resolve(event.ok ? { ok: true } : { ok: false, error: event.failure })
  })
  actor.on('auth.refused', (event) => settle(event.id)?.resolve(alreadySignedIn()))
  // Listeners also told of what happens at rest, where no machine emits (an expired session).
  const atRest = new Set<{ type: string; listener: (event: AuthEmitted) => void }>()
  const hear = (event: AuthEmitted) => {
    for (const entry of atRest) if (entry.type === event.type) entry.listener(event)
  }
  let markRestored = () => {}
  const restoredOnce = new Promise<void>((resolve) => {
    markRestored = resolve
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
        markRestored()
        return
      }
      const { value, context: read } = restingFrom(session)
      actor.rest(({ context }) => ({
        value,
        context: { ...context, user: read.user, token: read.token },
      }))
      markRestored()
    },
    /** Resolves once `start()` has read the stored session (at once if it has). */
    whenRestored: (): Promise<void> => restoredOnce,
    /**
     * The API refused the session (a 401 on a call that carried it): signs out here, without
     * asking the server, and announces `auth.sessionExpired` then `auth.signedOut`.
     */
    expire(): void {
      if (!store.getState().isSignedIn) return
      if (actor.current) {
        actor.send({ type: 'auth.expire' })
        return
      }
      // At rest, at once (no machine to load): the change the 401 refused can go as a guest's.
      restored = { session: null }
      actor.rest(({ context }) => ({
        value: 'signedOut',
        context: { ...context, user: null, token: null, failure: null },
      }))
      options.persist(null)
      hear({ type: 'auth.sessionExpired' })
      hear({ type: 'auth.signedOut', navigateTo: options.afterLogoutPath ?? AFTER_LOGOUT_PATH })
    },
    stop: (): void => actor.stop(),
    on<T extends AuthEmitted['type']>(
      type: T,
      listener: (event: Extract<AuthEmitted, { type: T }>) => void,
    ): () => void {
      const subscription = actor.on(type, listener)
      const entry = { type, listener: listener as (event: AuthEmitted) => void }
      atRest.add(entry)
      return () => {
        subscription.unsubscribe()
        atRest.delete(entry)
      }
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
