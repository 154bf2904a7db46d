import { assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { CartMergePolicy } from '../contract/auth-requests.ts'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { type AuthAction, type AuthFailure, toAuthFailure } from './auth-failure.ts'

export type SignInRequest =
  | { action: 'login'; body: { email: string; password: string } }
  | { action: 'confirmRegistration'; body: { email: string; code: string } }
  | { action: 'google'; body: { id_token: string } }
  | {
      action: 'resetPassword'
      body: { email: string; code: string; password: string; confirm_password: string }
    }

/** A sign-up: the server mails a code, and `confirmRegistration` with it makes the account. */
export interface Registration {
  user_name: string
  first_name: string
  last_name: string
  email: string
  phone: string
  password: string
  confirm_password: string
  accept_terms: true
}

export interface AuthContext {
  user: User | null
  token: string | null
  failure: AuthFailure | null
  /** The request under way, so its result reaches the caller that asked. */
  pending: { id: string; action: AuthAction } | null
}

export type AuthEvent =
  /** Sent once on start with what storage holds (spec §4: restored on startup). */
  | { type: 'auth.restore'; session: Session | null }
  | { type: 'auth.signIn'; id: string; request: SignInRequest }
  | { type: 'auth.forgotPassword'; id: string; email: string }
  /** Starts a sign-up: the confirmation code is mailed; nobody is signed in yet. */
  | { type: 'auth.register'; id: string; registration: Registration }
  | { type: 'auth.logout' }
  /** The customer's details changed (profile or email saved): keep the session's copy in step. */
  | { type: 'auth.userUpdated'; user: Session['user'] }

export type AuthEmitted =
  | { type: 'auth.settled'; id: string; ok: true }
  | { type: 'auth.settled'; id: string; ok: false; failure: AuthFailure }
  /** A customer signed in (or up): load their cart. */
  | { type: 'auth.signedIn'; session: Session; action: AuthAction }
  /** Signed out, whatever the server said: clear cart and wishlist, go to `navigateTo`. */
  | { type: 'auth.signedOut'; navigateTo: string }

export interface AuthMachineDeps {
  client: Pick<StorefrontClient, 'call' | 'logout'>
  /** The guest cart to carry into the account, if any. */
  guestCartId: () => string | null
  /** What happens to that guest cart (merge by default). */
  cartMerge?: CartMergePolicy
  /** Keeps or forgets the session (auth_data + `_token`). */
  persist: (session: Session | null) => void
}

/** Where logout leads (spec §2, §4). */
export const AFTER_LOGOUT_PATH = '/auth?page=register'

/**
 * Signing in and out (spec §4): restored from storage on start; login, a confirmed registration,
 * Google sign-in and password reset store the session and announce `auth.signedIn` (the cart loads);
 * logout asks the server, and clears everything locally whatever it answers.
 */
export const createAuthMachine = (deps: AuthMachineDeps) =>
  setup({
    types: {
      context: {} as AuthContext,
      events: {} as AuthEvent,
      emitted: {} as AuthEmitted,
    },
    actors: {
      signIn: fromPromise<Session, SignInRequest>(async ({ input }) => {
        const uuid = deps.guestCartId()
        const carry =
          input.action === 'resetPassword' || !uuid
            ? {}
            : { uuid, cart_merge: deps.cartMerge ?? 'merge' }
        try {
          const endpoint = input.action === 'google' ? 'signInWithGoogle' : input.action
          const answer = await deps.client.call(endpoint, {
            body: { ...input.body, ...carry } as never,
          })
          return answer.data as Session
        } catch (error) {
          throw toAuthFailure(input.action, error)
        }
      }),
      forgotPassword: fromPromise<void, { email: string }>(async ({ input }) => {
        try {
          await deps.client.call('forgotPassword', { body: { email: input.email } })
        } catch (error) {
          throw toAuthFailure('forgotPassword', error)
        }
      }),
      register: fromPromise<void, Registration>(async ({ input }) => {
        try {
          await deps.client.call('register', { body: input })
        } catch (error) {
          throw toAuthFailure('register', error)
        }
      }),
      logout: fromPromise<void>(() => deps.client.logout()),
    },
    actions: {
      // The request under way answers its caller (its id is in `pending`).
      settleDone: emit(({ context }) => ({
        type: 'auth.settled' as const,
        id: context.pending?.id ?? '',
        ok: true as const,
      })),
      settleFailed: enqueueActions(({ context, event, enqueue }) => {
        const failure = (event as { error?: unknown }).error as AuthFailure
        enqueue.assign({ failure })
        enqueue.emit({ type: 'auth.settled', id: context.pending?.id ?? '', ok: false, failure })
      }),
    },
    guards: {
      hasSession: ({ context }) => context.token !== null && context.user !== null,
    },
  }).createMachine({
    id: 'auth',
    context: { user: null, token: null, failure: null, pending: null },
    initial: 'restoring',
    states: {
      // Nothing is read from storage while rendering on the server or hydrating: the session
      // arrives with `auth.restore` once the app starts, so both renders agree.
      restoring: {
        on: {
          'auth.restore': {
            target: 'decided',
            actions: assign({
              user: ({ event }) => event.session?.user ?? null,
              token: ({ event }) => event.session?.token ?? null,
            }),
          },
        },
      },
      decided: {
        always: [{ guard: 'hasSession', target: 'signedIn' }, { target: 'signedOut' }],
      },
      signedOut: {
        on: {
          'auth.signIn': {
            target: 'signingIn',
            actions: assign({
              pending: ({ event }) => ({ id: event.id, action: event.request.action }),
            }),
          },
          'auth.forgotPassword': {
            target: 'requestingReset',
            actions: assign({
              pending: ({ event }) => ({ id: event.id, action: 'forgotPassword' as const }),
            }),
          },
          'auth.register': {
            target: 'registering',
            actions: assign({
              pending: ({ event }) => ({ id: event.id, action: 'register' as const }),
            }),
          },
        },
      },
      signingIn: {
        invoke: {
          src: 'signIn',
          input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.signIn' }>).request,
          onDone: {
            target: 'signedIn',
            actions: [
              assign(({ event }) => ({
                user: event.output.user,
                token: event.output.token,
                failure: null,
              })),
              ({ event }) => deps.persist(event.output),
              emit(({ event, context }) => ({
                type: 'auth.signedIn' as const,
                session: event.output,
                action: context.pending?.action ?? 'login',
              })),
              'settleDone',
            ],
          },
          onError: { target: 'signedOut', actions: 'settleFailed' },
        },
      },
      requestingReset: {
        invoke: {
          src: 'forgotPassword',
          input: ({ event }) => ({
            email: (event as Extract<AuthEvent, { type: 'auth.forgotPassword' }>).email,
          }),
          onDone: {
            target: 'signedOut',
            // The code went out: an earlier failure (of this or of a sign-in) no longer stands.
            actions: [assign({ failure: null }), 'settleDone'],
          },
          onError: { target: 'signedOut', actions: 'settleFailed' },
        },
      },
      // The account exists only once the mailed code comes back (`confirmRegistration`).
      registering: {
        invoke: {
          src: 'register',
          input: ({ event }) =>
            (event as Extract<AuthEvent, { type: 'auth.register' }>).registration,
          onDone: { target: 'signedOut', actions: [assign({ failure: null }), 'settleDone'] },
          onError: { target: 'signedOut', actions: 'settleFailed' },
        },
      },
      signedIn: {
        on: {
          'auth.logout': 'signingOut',
          'auth.userUpdated': {
            actions: [
              assign({ user: ({ event }) => event.user }),
              ({ context }) => {
                if (context.user && context.token)
                  deps.persist({ user: context.user, token: context.token })
              },
            ],
          },
        },
      },
      signingOut: {
        invoke: {
          src: 'logout',
          // The client only logs a failed logout (spec §7): both ends clear locally.
          onDone: 'signedOut',
          onError: 'signedOut',
        },
        exit: [
          assign({ user: null, token: null, failure: null }),
          () => deps.persist(null),
          emit({ type: 'auth.signedOut', navigateTo: AFTER_LOGOUT_PATH }),
        ],
      },
    },
  })

export type AuthMachine = ReturnType<typeof createAuthMachine>
