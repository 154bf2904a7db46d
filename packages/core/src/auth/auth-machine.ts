import { assertEvent, assign, emit, enqueueActions, setup } from 'xstate'
import type { StorefrontClient } from '../client/create-storefront-client.ts'
import type { CartMergePolicy } from '../contract/auth-requests.ts'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { AFTER_LOGOUT_PATH } from './after-logout.ts'
import { createAuthActors } from './auth-actors.ts'
import { type AuthAction, type AuthFailure, isAuthFailure, toAuthFailure } from './auth-failure.ts'
import {
  type AuthRequest,
  headOf,
  type Registration,
  SIGN_IN_ACTIONS,
  type SignInRequest,
} from './auth-request.ts'

export interface AuthContext {
  user: User | null
  token: string | null
  failure: AuthFailure | null
  /**
   * Requests in the order they were made: the first is under way, the others wait their turn
   * (a request made while another, a restore or a logout is under way is never refused).
   */
  requests: AuthRequest[]
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
  /** The API refused the session (401): signed out here, nothing asked of the server. */
  | { type: 'auth.expire' }

export type AuthEmitted =
  | { type: 'auth.settled'; id: string; ok: true }
  | { type: 'auth.settled'; id: string; ok: false; failure: AuthFailure }
  /**
   * A sign-in, sign-up or reset request met a signed-in customer and was not sent: signing in
   * again needs a logout first.
   */
  | { type: 'auth.refused'; id: string }
  /** A customer signed in (or up): load their cart. */
  | { type: 'auth.signedIn'; session: Session; action: AuthAction }
  /** Signed out, whatever the server said: clear cart and wishlist, go to `navigateTo`. */
  | { type: 'auth.signedOut'; navigateTo: string }
  /**
   * The API no longer knows the session (revoked, expired): the shopper is signed out here, the
   * guest cart goes on working. Tell the shopper (`auth.session_expired`); `auth.signedOut` follows.
   */
  | { type: 'auth.sessionExpired' }

export interface AuthMachineDeps {
  client: Pick<StorefrontClient, 'call' | 'logout'>
  /** The guest cart to carry into the account, if any. */
  guestCartId: () => string | null
  /** What happens to that guest cart (merge by default). */
  cartMerge?: CartMergePolicy
  /** Keeps or forgets the session (auth_data + `_token`). */
  persist: (session: Session | null) => void
  /**
   * Where `auth.signedOut` says to go after logout: your app's sign-up page. The spec's shop's
   * `/auth?page=register` (`AFTER_LOGOUT_PATH`) by default.
   */
  afterLogoutPath?: string
}

/**
 * Signing in and out (spec §4): restored from storage on start; login, a confirmed registration,
 * Google sign-in and password reset store the session and announce `auth.signedIn` (the cart loads);
 * logout asks the server, and clears everything locally whatever it answers. Requests are served
 * one at a time, in order; those that find a customer signed in are refused (`auth.refused`).
 */
export const createAuthMachine = (deps: AuthMachineDeps) =>
  setup({
    types: {
      context: {} as AuthContext,
      events: {} as AuthEvent,
      emitted: {} as AuthEmitted,
    },
    actors: createAuthActors(deps),
    actions: {
      enqueue: assign({
        requests: ({ context, event }): AuthRequest[] => {
          switch (event.type) {
            case 'auth.signIn':
              return [...context.requests, { ...event.request, id: event.id }]
            case 'auth.forgotPassword':
              return [
                ...context.requests,
                { id: event.id, action: 'forgotPassword', email: event.email },
              ]
            case 'auth.register':
              return [
                ...context.requests,
                { id: event.id, action: 'register', registration: event.registration },
              ]
            default:
              return context.requests
          }
        },
      }),
      // The request under way answers its caller, and the next one may start.
      settleDone: enqueueActions(({ context, enqueue }) => {
        const [head, ...rest] = context.requests
        if (head) enqueue.emit({ type: 'auth.settled', id: head.id, ok: true })
        enqueue.assign({ requests: rest })
      }),
      settleFailed: enqueueActions(({ context, enqueue }, params: { error: unknown }) => {
        const [head, ...rest] = context.requests
        const failure = isAuthFailure(params.error)
          ? params.error
          : toAuthFailure(head?.action ?? 'login', params.error)
        enqueue.assign({ failure, requests: rest })
        if (head) enqueue.emit({ type: 'auth.settled', id: head.id, ok: false, failure })
      }),
      // Signed in, nothing waiting can be sent: each is refused.
      refuseWaiting: enqueueActions(({ context, enqueue }) => {
        for (const request of context.requests) {
          enqueue.emit({ type: 'auth.refused', id: request.id })
        }
        enqueue.assign({ requests: [] })
      }),
      refuse: emit(({ event }) => {
        assertEvent(event, ['auth.signIn', 'auth.forgotPassword', 'auth.register'])
        return { type: 'auth.refused' as const, id: event.id }
      }),
    },
    guards: {
      hasSession: ({ context }) => context.token !== null && context.user !== null,
      next: ({ context }, params: { actions: AuthRequest['action'][] }) =>
        context.requests[0] !== undefined && params.actions.includes(context.requests[0].action),
    },
  }).createMachine({
    id: 'auth',
    context: { user: null, token: null, failure: null, requests: [] },
    initial: 'restoring',
    // Anywhere but signed in, a request waits its turn.
    on: {
      'auth.signIn': { actions: 'enqueue' },
      'auth.forgotPassword': { actions: 'enqueue' },
      'auth.register': { actions: 'enqueue' },
    },
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
        always: [
          {
            guard: { type: 'next', params: { actions: SIGN_IN_ACTIONS } },
            target: 'signingIn',
          },
          {
            guard: { type: 'next', params: { actions: ['forgotPassword'] } },
            target: 'requestingReset',
          },
          { guard: { type: 'next', params: { actions: ['register'] } }, target: 'registering' },
        ],
      },
      signingIn: {
        invoke: {
          src: 'signIn',
          input: ({ context }) => {
            const { id: _, ...request } = headOf(context, ...SIGN_IN_ACTIONS)
            return request as SignInRequest
          },
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
                action: headOf(context, ...SIGN_IN_ACTIONS).action,
              })),
              'settleDone',
            ],
          },
          onError: {
            target: 'signedOut',
            actions: { type: 'settleFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      requestingReset: {
        invoke: {
          src: 'forgotPassword',
          input: ({ context }) => ({ email: headOf(context, 'forgotPassword').email }),
          onDone: {
            target: 'signedOut',
            // The code went out: an earlier failure (of this or of a sign-in) no longer stands.
            actions: [assign({ failure: null }), 'settleDone'],
          },
          onError: {
            target: 'signedOut',
            actions: { type: 'settleFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      // The account exists only once the mailed code comes back (`confirmRegistration`).
      registering: {
        invoke: {
          src: 'register',
          input: ({ context }) => headOf(context, 'register').registration,
          onDone: { target: 'signedOut', actions: [assign({ failure: null }), 'settleDone'] },
          onError: {
            target: 'signedOut',
            actions: { type: 'settleFailed', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      signedIn: {
        entry: 'refuseWaiting',
        on: {
          'auth.signIn': { actions: 'refuse' },
          'auth.forgotPassword': { actions: 'refuse' },
          'auth.register': { actions: 'refuse' },
          'auth.logout': 'signingOut',
          'auth.expire': {
            target: 'signedOut',
            actions: [
              assign({ user: null, token: null, failure: null }),
              () => deps.persist(null),
              emit({ type: 'auth.sessionExpired' }),
              emit({
                type: 'auth.signedOut',
                navigateTo: deps.afterLogoutPath ?? AFTER_LOGOUT_PATH,
              }),
            ],
          },
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
          emit({ type: 'auth.signedOut', navigateTo: deps.afterLogoutPath ?? AFTER_LOGOUT_PATH }),
        ],
      },
    },
  })

export type AuthMachine = ReturnType<typeof createAuthMachine>
