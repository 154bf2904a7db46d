import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { StorefrontError } from '../client/storefront-error.ts'
import { sampleUser } from '../contract/samples.ts'
import type { Session } from '../contract/session.ts'
import { createCoverage } from '../machines/testing/coverage.ts'
import { toAuthFailure } from './auth-failure.ts'
import { AFTER_LOGOUT_PATH, createAuthMachine, type SignInRequest } from './auth-machine.ts'

/**
 * Model-based: fast-check generates a start (with or without a stored session) and a sequence of
 * sign-ins (each action succeeding or failing), reset requests and logouts. After every step the
 * actor must agree with a plain model: who is signed in, what is stored, what was announced.
 * Every transition the machine defines must be taken by some generated path.
 */
type Step =
  | { kind: 'signIn'; action: SignInRequest['action']; ok: boolean }
  | { kind: 'forgot'; ok: boolean }
  | { kind: 'logout'; serverOk: boolean }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('signIn' as const),
    action: fc.constantFrom('login', 'register', 'google', 'resetPassword') as fc.Arbitrary<
      SignInRequest['action']
    >,
    ok: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('forgot' as const), ok: fc.boolean() }),
  fc.record({ kind: fc.constant('logout' as const), serverOk: fc.boolean() }),
)

const requestOf = (action: SignInRequest['action']): SignInRequest => {
  switch (action) {
    case 'login':
      return { action, body: { email: 'sara@example.com', password: 'Secret#123' } }
    case 'google':
      return { action, body: { id_token: 'google-token' } }
    case 'resetPassword':
      return {
        action,
        body: {
          email: 'sara@example.com',
          code: '123456',
          password: 'Secret#123',
          confirm_password: 'Secret#123',
        },
      }
    case 'register':
      return {
        action,
        body: {
          user_name: 'sara',
          first_name: 'Sara',
          last_name: 'Ali',
          email: 'sara@example.com',
          phone: '+966512345678',
          password: 'Secret#123',
          confirm_password: 'Secret#123',
          accept_terms: true,
        },
      }
  }
}

const EXPECTED_FAILURE_KEY = {
  login: 'auth.sign_in_failed',
  google: 'auth.sign_in_failed',
  register: 'auth.registration_failed',
  resetPassword: 'auth.reset_password_failed',
} as const

describe('auth machine, model-based', () => {
  it('agrees with the model of who is signed in, whatever the sequence', async () => {
    const coverage = createCoverage()
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 8 }), async (stored, steps) => {
        let ok = true
        let logoutOk = true
        let tokens = 0
        const persisted: (Session | null)[] = []
        const signedOut: string[] = []
        const machine = createAuthMachine({
          client: {} as never,
          guestCartId: () => null,
          persist: (session) => persisted.push(session),
        }).provide({
          actors: {
            signIn: fromPromise<Session, SignInRequest>(async ({ input }) => {
              if (!ok)
                throw toAuthFailure(
                  input.action,
                  new StorefrontError('No', 422, { email: ['Bad'] }),
                )
              return { user: sampleUser, token: `tok-${++tokens}` }
            }),
            forgotPassword: fromPromise(async () => {
              if (!ok) throw toAuthFailure('forgotPassword', new StorefrontError('Down', 500))
            }),
            // The client's logout only logs a server failure (spec §7); a custom client may
            // still reject, and the machine must clear all the same.
            logout: fromPromise(async () => {
              if (!logoutOk) throw new Error('server down')
            }),
          },
        })
        const actor = createActor(machine, { inspect: coverage.inspect }).start()
        actor.on('auth.signedOut', (event) => signedOut.push(event.navigateTo))
        const storedSession = stored ? { user: sampleUser, token: 'tok-stored' } : null
        actor.send({ type: 'auth.restore', session: storedSession })

        let model: string | null = storedSession?.token ?? null
        expect(actor.getSnapshot().context.token).toBe(model)
        let id = 0
        for (const s of steps) {
          const signedIn = model !== null
          if (s.kind === 'signIn') {
            ok = s.ok
            actor.send({ type: 'auth.signIn', id: `r${++id}`, request: requestOf(s.action) })
            await waitFor(actor, (snap) => snap.value === 'signedIn' || snap.value === 'signedOut')
            if (!signedIn) {
              if (s.ok) {
                model = `tok-${tokens}`
                expect(persisted.at(-1)?.token).toBe(model)
              } else {
                expect(actor.getSnapshot().context.failure?.messageKey).toBe(
                  EXPECTED_FAILURE_KEY[s.action],
                )
                expect(actor.getSnapshot().context.failure?.fieldErrors).toEqual({ email: ['Bad'] })
              }
            }
          } else if (s.kind === 'forgot') {
            ok = s.ok
            actor.send({ type: 'auth.forgotPassword', id: `r${++id}`, email: 'sara@example.com' })
            await waitFor(actor, (snap) => snap.value === 'signedIn' || snap.value === 'signedOut')
            if (!signedIn && !s.ok) {
              expect(actor.getSnapshot().context.failure?.messageKey).toBe(
                'auth.forgot_password_failed',
              )
            }
          } else {
            const before = signedOut.length
            logoutOk = s.serverOk
            actor.send({ type: 'auth.logout' })
            await waitFor(actor, (snap) => snap.value === 'signedIn' || snap.value === 'signedOut')
            if (signedIn) {
              model = null
              expect(persisted.at(-1)).toBeNull()
              expect(signedOut.slice(before)).toEqual([AFTER_LOGOUT_PATH])
            } else {
              expect(signedOut.length).toBe(before)
            }
          }
          expect(actor.getSnapshot().context.token).toBe(model)
          expect(actor.getSnapshot().value).toBe(model ? 'signedIn' : 'signedOut')
        }
        actor.stop()
      }),
      { numRuns: 200 },
    )
    expect(
      coverage.untaken(
        createAuthMachine({ client: {} as never, guestCartId: () => null, persist: () => {} }),
      ),
    ).toEqual([])
  })
})
