import { expect } from 'vitest'
import { type AnyEventObject, createActor, type InspectionEvent } from 'xstate'
import {
  createCalls,
  createModel,
  describeModel,
  type Harness,
} from '../../test/machine-model/index.ts'
import { StorefrontError } from '../client/storefront-error.ts'
import { sampleUser } from '../contract/samples.ts'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { type AuthAction, type AuthFailure, toAuthFailure } from './auth-failure.ts'
import {
  AFTER_LOGOUT_PATH,
  type AuthEmitted,
  type AuthEvent,
  createAuthMachine,
  type Registration,
  type SignInRequest,
} from './auth-machine.ts'

/**
 * Model-based: `xstate/graph` explores the auth machine with every event in every state (those a
 * state ignores are self-loops: a second submit, a logout while signed out, a second restore) and
 * every answer of the request under way (a session, a refusal with field errors, no answer at
 * all). A path is generated to every vertex and through every edge, and replayed on a real actor
 * whose `signIn`, `forgotPassword` and `logout` are stand-ins. After every step who is signed in,
 * the token, the failure shown, what is stored, what was announced and what was asked of the
 * server must agree with a plain model.
 */
const STORED: Session = { user: sampleUser, token: 'tok-stored' }
const SIGNED_IN: Session = { user: { ...sampleUser, id: 8, first_name: 'Huda' }, token: 'tok-new' }
const EMAIL = 'sara@example.com'
/** The customer as a saved profile answers: only taken in while signed in. */
const RENAMED = { ...sampleUser, first_name: 'Sarah', email: 'sarah@example.com' }

const REGISTRATION: Registration = {
  user_name: 'sara',
  first_name: 'Sara',
  last_name: 'Ali',
  email: EMAIL,
  phone: '+966512345678',
  password: 'Secret#123',
  confirm_password: 'Secret#123',
  accept_terms: true,
}

const requests: SignInRequest[] = [
  { action: 'login', body: { email: EMAIL, password: 'Secret#123' } },
  { action: 'confirmRegistration', body: { email: EMAIL, code: '12345678' } },
  { action: 'google', body: { id_token: 'google-id-token' } },
  {
    action: 'resetPassword',
    body: { email: EMAIL, code: '123456', password: 'Secret#123', confirm_password: 'Secret#123' },
  },
]

/** The server said no (with field errors for the form), or never answered. */
const refusals = (action: AuthAction): AuthFailure[] => [
  toAuthFailure(
    action,
    action === 'forgotPassword' || action === 'register'
      ? new StorefrontError('Server is sad', 500)
      : new StorefrontError('Error in email', 422, { email: ['The email is invalid.'] }),
  ),
  toAuthFailure(action, new TypeError('fetch failed')),
]

const userEvents: AnyEventObject[] = [
  { type: 'auth.restore', session: null },
  { type: 'auth.restore', session: STORED },
  ...requests.map((request) => ({ type: 'auth.signIn', id: 'new', request })),
  { type: 'auth.forgotPassword', id: 'new', email: EMAIL },
  { type: 'auth.register', id: 'new', registration: REGISTRATION },
  { type: 'auth.logout' },
  { type: 'auth.userUpdated', user: RENAMED },
]

const graphMachine = createAuthMachine({
  client: {} as never,
  guestCartId: () => null,
  persist: () => {},
})

const describeEvent = (event: AnyEventObject): string => {
  switch (event.type) {
    case 'auth.restore':
      return event.session ? 'restore a session' : 'restore nothing'
    case 'auth.signIn':
      return event.request.action
    case 'auth.forgotPassword':
      return 'forgot password'
    case 'auth.register':
      return 'register'
    case 'auth.logout':
      return 'logout'
    case 'auth.userUpdated':
      return 'profile saved'
  }
  const [, , , , , state] = event.type.split('.')
  if (event.type.startsWith('xstate.done.')) return `${state} answered`
  return `${state} failed (${event.error?.messageKey ?? event.error?.message})`
}

const model = createModel({
  machine: graphMachine,
  selfLoops: true,
  events: (snapshot) => {
    const done = (output?: unknown) => ({
      type: `xstate.done.actor.0.auth.${String(snapshot.value)}`,
      output,
    })
    const failed = (error: unknown) => ({
      type: `xstate.error.actor.0.auth.${String(snapshot.value)}`,
      error,
    })
    const action = snapshot.context.pending?.action ?? 'login'
    switch (snapshot.value) {
      case 'signingIn':
        return [...userEvents, done(SIGNED_IN), ...refusals(action).map(failed)]
      case 'requestingReset':
        return [...userEvents, done(), ...refusals('forgotPassword').map(failed)]
      case 'registering':
        return [...userEvents, done(), ...refusals('register').map(failed)]
      case 'signingOut':
        return [...userEvents, done(), failed(new Error('server down'))]
      default:
        return userEvents
    }
  },
  // The id of the request is left out (the replay gives each its own), and so is the last
  // request once it settled: it matters only while under way.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.user?.id ?? null,
      snapshot.context.token,
      snapshot.context.failure,
      ['signingIn', 'requestingReset', 'registering'].includes(String(snapshot.value))
        ? snapshot.context.pending?.action
        : null,
    ]),
  describeEvent,
})

type Status =
  | 'restoring'
  | 'signedOut'
  | 'signingIn'
  | 'requestingReset'
  | 'registering'
  | 'signedIn'
  | 'signingOut'

const startAuth = (inspect: (inspection: InspectionEvent) => void): Harness => {
  const calls = createCalls()
  const persisted: (Session | null)[] = []
  const machine = createAuthMachine({
    client: {} as never,
    guestCartId: () => null,
    persist: (session) => persisted.push(session),
  }).provide({
    actors: {
      signIn: calls.standIn<Session, SignInRequest>('signIn'),
      forgotPassword: calls.standIn<void, { email: string }>('forgotPassword'),
      register: calls.standIn<void, Registration>('register'),
      logout: calls.standIn<void, unknown>('logout'),
    },
  })
  const actor = createActor(machine, { inspect })
  const emitted: AuthEmitted[] = []
  for (const type of ['auth.settled', 'auth.signedIn', 'auth.signedOut'] as const) {
    actor.on(type, (event) => emitted.push(event))
  }

  // The model.
  let status: Status = 'restoring'
  let user: User | null = null
  let token: string | null = null
  let failure: AuthFailure | null = null
  let pending: { id: string; action: AuthAction } | null = null
  let expected: {
    emitted: AuthEmitted[]
    persisted: (Session | null)[]
    calls: { src: string; input: unknown }[]
  } = { emitted: [], persisted: [], calls: [] }
  let seen = { emitted: 0, persisted: 0, calls: 0 }
  let ids = 0
  const nothing = () => ({ emitted: [], persisted: [], calls: [] })

  return {
    actor: actor as never,
    calls,
    play(event) {
      expected = nothing()
      if (event.type === 'auth.restore' && status === 'restoring') {
        const session = event.session as Session | null
        status = session ? 'signedIn' : 'signedOut'
        user = session?.user ?? null
        token = session?.token ?? null
      } else if (
        event.type === 'auth.signIn' ||
        event.type === 'auth.forgotPassword' ||
        event.type === 'auth.register'
      ) {
        const id = `request-${++ids}`
        if (status === 'signedOut') {
          if (event.type === 'auth.signIn') {
            status = 'signingIn'
            pending = { id, action: event.request.action }
            expected.calls = [{ src: 'signIn', input: event.request }]
          } else if (event.type === 'auth.register') {
            status = 'registering'
            pending = { id, action: 'register' }
            expected.calls = [{ src: 'register', input: event.registration }]
          } else {
            status = 'requestingReset'
            pending = { id, action: 'forgotPassword' }
            expected.calls = [{ src: 'forgotPassword', input: { email: event.email } }]
          }
        }
        actor.send({ ...event, id } as AuthEvent)
        return
      } else if (event.type === 'auth.userUpdated' && status === 'signedIn') {
        user = RENAMED
        expected.persisted = [{ user: RENAMED, token: token ?? '' }]
      } else if (event.type === 'auth.logout' && status === 'signedIn') {
        status = 'signingOut'
        expected.calls = [{ src: 'logout', input: undefined }]
      }
      actor.send(event as AuthEvent)
    },
    lateAnswer: () => SIGNED_IN,
    check({ event, answered, where }) {
      if (answered) {
        expected = nothing()
        const ok = event.type.startsWith('xstate.done.')
        const id = pending?.id ?? '(none)'
        if (answered.src === 'logout') {
          // Whatever the server said, everything local goes.
          status = 'signedOut'
          user = null
          token = null
          failure = null
          expected.persisted = [null]
          expected.emitted = [{ type: 'auth.signedOut', navigateTo: AFTER_LOGOUT_PATH }]
        } else if (!ok) {
          status = 'signedOut'
          failure = event.error
          expected.emitted = [{ type: 'auth.settled', id, ok: false, failure: event.error }]
        } else if (answered.src === 'signIn') {
          const session = event.output as Session
          status = 'signedIn'
          user = session.user
          token = session.token
          failure = null
          expected.persisted = [session]
          expected.emitted = [
            { type: 'auth.signedIn', session, action: pending?.action ?? 'login' },
            { type: 'auth.settled', id, ok: true },
          ]
        } else {
          // The reset or confirmation code went out: an earlier failure no longer stands.
          status = 'signedOut'
          failure = null
          expected.emitted = [{ type: 'auth.settled', id, ok: true }]
        }
      }
      const snapshot = actor.getSnapshot()
      expect(snapshot.value, `${where}: state`).toBe(status)
      expect(
        { user: snapshot.context.user, token: snapshot.context.token },
        `${where}: who is signed in`,
      ).toEqual({ user, token })
      expect(snapshot.context.failure, `${where}: the failure shown`).toEqual(failure)
      if (status === 'signingIn' || status === 'requestingReset' || status === 'registering') {
        expect(snapshot.context.pending, `${where}: the request under way`).toEqual(pending)
      }
      expect(persisted.slice(seen.persisted), `${where}: stored`).toEqual(expected.persisted)
      expect(emitted.slice(seen.emitted), `${where}: announced`).toEqual(expected.emitted)
      expect(
        calls.log.slice(seen.calls).map((call) => ({ src: call.src, input: call.input })),
        `${where}: asked of the server`,
      ).toEqual(expected.calls)
      const busy = status !== 'restoring' && status !== 'signedOut' && status !== 'signedIn'
      expect(calls.underWay().length, `${where}: requests under way`).toBe(busy ? 1 : 0)
      expect(
        calls.log.filter((call) => call.abandoned),
        `${where}: nothing abandoned`,
      ).toEqual([])
      seen = { emitted: emitted.length, persisted: persisted.length, calls: calls.log.length }
      expected = nothing()
    },
  }
}

describeModel('auth machine, model-based (generated paths)', model, startAuth)
