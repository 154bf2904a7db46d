import { expect } from 'vitest'
import { type AnyEventObject, createActor, type InspectionEvent, type StateValueFrom } from 'xstate'
import { refusals, requests } from '../../test/auth-model-fixtures.ts'
import {
  createCalls,
  createModel,
  describeModel,
  type Harness,
} from '../../test/machine-model/index.ts'
import { sampleRegistration, sampleUser } from '../contract/samples.ts'
import type { Session } from '../contract/session.ts'
import type { User } from '../contract/user.ts'
import { AFTER_LOGOUT_PATH } from './after-logout.ts'
import type { AuthFailure } from './auth-failure.ts'
import {
  type AuthEmitted,
  type AuthEvent,
  type AuthMachine,
  createAuthMachine,
} from './auth-machine.ts'
import type { AuthRequest, Registration, SignInRequest } from './auth-request.ts'

/**
 * Model-based: `xstate/graph` explores the auth machine with every event in every state (those a
 * state ignores are self-loops: a logout while signed out, a second restore), requests made while
 * another is under way (they wait their turn) or while signed in (refused), and every answer of
 * the request under way (a session, a refusal with field errors, no answer at all). A path is
 * generated to every vertex and through every edge, and replayed on a real actor whose `signIn`,
 * `forgotPassword`, `register` and `logout` are stand-ins. After every step who is signed in, the
 * token, the failure shown, the requests waiting, what is stored, what was announced and what was
 * asked of the server must agree with a plain model.
 */
const STORED: Session = { user: sampleUser, token: 'tok-stored' }
const SIGNED_IN: Session = { user: { ...sampleUser, id: 8, first_name: 'Huda' }, token: 'tok-new' }
const EMAIL = 'sara@example.com'
/** The customer as a saved profile answers: only taken in while signed in. */
const RENAMED = { ...sampleUser, first_name: 'Sarah', email: 'sarah@example.com' }

const REGISTRATION: Registration = sampleRegistration

const requestEvents: AnyEventObject[] = [
  ...requests.map((request) => ({ type: 'auth.signIn', id: 'new', request })),
  { type: 'auth.forgotPassword', id: 'new', email: EMAIL },
  { type: 'auth.register', id: 'new', registration: REGISTRATION },
]
const otherEvents: AnyEventObject[] = [
  { type: 'auth.restore', session: null },
  { type: 'auth.restore', session: STORED },
  { type: 'auth.logout' },
  { type: 'auth.userUpdated', user: RENAMED },
  { type: 'auth.expire' },
]
/**
 * Requests made while one is under way: one of each kind is enough (the four sign-ins wait and
 * start alike), and only one may wait, which keeps the graph finite.
 */
const waitingEvents = requestEvents.filter(
  (event) => event.type !== 'auth.signIn' || event.request.action === 'login',
)

/** The request an event makes, as the machine keeps it. */
const requestOf = (event: AnyEventObject, id: string): AuthRequest =>
  event.type === 'auth.signIn'
    ? { ...event.request, id }
    : event.type === 'auth.forgotPassword'
      ? { id, action: 'forgotPassword', email: event.email }
      : { id, action: 'register', registration: event.registration }

const graphMachine = createAuthMachine({
  client: {} as never,
  guestCartId: () => null,
  persist: () => {},
})

const NAMES: Record<string, string> = {
  'auth.forgotPassword': 'forgot password',
  'auth.register': 'register',
  'auth.logout': 'logout',
  'auth.userUpdated': 'profile saved',
  'auth.expire': 'session refused',
}
const describeEvent = (event: AnyEventObject): string => {
  if (event.type === 'auth.restore') return event.session ? 'restore a session' : 'restore nothing'
  if (event.type === 'auth.signIn') return event.request.action
  if (NAMES[event.type]) return NAMES[event.type] as string
  const [, , , , , state] = event.type.split('.')
  if (event.type.startsWith('xstate.done.')) return `${state} answered`
  return `${state} failed (${event.error?.code ?? event.error?.message})`
}

const model = createModel({
  machine: graphMachine,
  selfLoops: true,
  events: (snapshot) => {
    const state = String(snapshot.value)
    const done = (output?: unknown) => ({ type: `xstate.done.actor.0.auth.${state}`, output })
    const failed = (error: unknown) => ({ type: `xstate.error.actor.0.auth.${state}`, error })
    const { requests } = snapshot.context
    const userEvents = [
      ...(requests.length === 0 ? requestEvents : requests.length === 1 ? waitingEvents : []),
      ...otherEvents,
    ]
    if (state === 'signingOut') return [...userEvents, done(), failed(new Error('server down'))]
    const head = requests[0]
    if (!head || !['signingIn', 'requestingReset', 'registering'].includes(state)) return userEvents
    const answer = state === 'signingIn' ? done(SIGNED_IN) : done()
    return [...userEvents, answer, ...refusals(head.action).map(failed)]
  },
  // The ids of the requests are left out: the replay gives each its own.
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.user?.id ?? null,
      snapshot.context.token,
      snapshot.context.failure,
      snapshot.context.requests.map((request) => request.action),
    ]),
  describeEvent,
})

type Status = StateValueFrom<AuthMachine>

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
  for (const type of [
    'auth.settled',
    'auth.refused',
    'auth.signedIn',
    'auth.signedOut',
    'auth.sessionExpired',
  ] as const) {
    actor.on(type, (event) => emitted.push(event))
  }

  // The model: who is signed in, and the requests in order (the first under way).
  let status: Status = 'restoring'
  let user: User | null = null
  let token: string | null = null
  let failure: AuthFailure | null = null
  let waiting: AuthRequest[] = []
  let expected: {
    emitted: AuthEmitted[]
    persisted: (Session | null)[]
    calls: { src: string; input: unknown }[]
  } = { emitted: [], persisted: [], calls: [] }
  let seen = { emitted: 0, persisted: 0, calls: 0 }
  let ids = 0
  const nothing = () => ({ emitted: [], persisted: [], calls: [] })
  /** Everything local goes, announced after what `first` says. */
  const signOut = (...first: AuthEmitted[]) => {
    status = 'signedOut'
    user = null
    token = null
    failure = null
    expected.persisted = [null]
    expected.emitted = [...first, { type: 'auth.signedOut', navigateTo: AFTER_LOGOUT_PATH }]
  }
  // Signed out, the oldest request waiting starts; signed in, every request waiting is refused.
  const next = () => {
    if (status === 'signedIn') {
      for (const { id } of waiting) expected.emitted.push({ type: 'auth.refused', id })
      waiting = []
      return
    }
    const head = waiting[0]
    if (status !== 'signedOut' || !head) return
    if (head.action === 'forgotPassword') {
      status = 'requestingReset'
      expected.calls.push({ src: 'forgotPassword', input: { email: head.email } })
    } else if (head.action === 'register') {
      status = 'registering'
      expected.calls.push({ src: 'register', input: head.registration })
    } else {
      status = 'signingIn'
      const { id: _, ...request } = head
      expected.calls.push({ src: 'signIn', input: request })
    }
  }

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
        next()
      } else if (requestEvents.some((request) => request.type === event.type)) {
        const request = requestOf(event, `request-${++ids}`)
        if (status === 'signedIn') {
          expected.emitted = [{ type: 'auth.refused', id: request.id }]
        } else {
          waiting.push(request)
          next()
        }
        actor.send({ ...event, id: request.id } as AuthEvent)
        return
      } else if (event.type === 'auth.userUpdated' && status === 'signedIn') {
        user = RENAMED
        expected.persisted = [{ user: RENAMED, token: token ?? '' }]
      } else if (event.type === 'auth.expire' && status === 'signedIn') {
        // The API refused the session: signed out here, nothing asked of the server.
        signOut({ type: 'auth.sessionExpired' })
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
        if (answered.src === 'logout') {
          // Whatever the server said, everything local goes.
          signOut()
        } else {
          const head = waiting.shift()
          const id = head?.id ?? '(none)'
          status = 'signedOut'
          if (!ok) {
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
              { type: 'auth.signedIn', session, action: head?.action ?? 'login' } as AuthEmitted,
              { type: 'auth.settled', id, ok: true },
            ]
          } else {
            // The reset or confirmation code went out: an earlier failure no longer stands.
            failure = null
            expected.emitted = [{ type: 'auth.settled', id, ok: true }]
          }
        }
        next()
      }
      const snapshot = actor.getSnapshot()
      expect(snapshot.value, `${where}: state`).toBe(status)
      expect(
        { user: snapshot.context.user, token: snapshot.context.token },
        `${where}: who is signed in`,
      ).toEqual({ user, token })
      expect(snapshot.context.failure, `${where}: the failure shown`).toEqual(failure)
      expect(snapshot.context.requests, `${where}: the requests waiting`).toEqual(waiting)
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
