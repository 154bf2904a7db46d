import { randomUUID } from 'node:crypto'
import { sampleRegistration } from '@matjar/core/samples'
import { type Answer, dataOf } from '../answer/answer.ts'
import { expectStatus, failAt, type Session, type Suite, skip } from './suite.ts'

/**
 * How the suite becomes a customer, for the checks that need one:
 * - `token`: a session token you made (the kit never ends it);
 * - `email` and `password`: an existing test account, signed in (and out at the end);
 * - `signUp`: a new account each run; the backend mails a code to the address, and `code` fetches
 *   it (from the reference API's mail folder, or a command of yours).
 */
export type AccountOption =
  | { token: string }
  | { email: string; password: string }
  | { signUp: { code: (email: string) => Promise<string>; emailDomain?: string } }

const tokenOf = (answer: Answer): string => {
  const token = (dataOf(answer) as { token?: unknown } | undefined)?.token
  if (typeof token !== 'string' || token === '') failAt(answer, 'the answer has no data.token')
  return token as string
}

/** Starts the customer's session the way the option says; null (with why) when it cannot. */
export async function startSession(
  suite: Suite,
  account: AccountOption | undefined,
): Promise<{ session: Session | null; reason: string }> {
  if (!account) {
    return {
      session: null,
      reason:
        'no test account: give --token, --email and --password, or a way to read the sign-up code (--mail-outbox, --signup-code-command)',
    }
  }
  if ('token' in account)
    return { session: { token: account.token, how: 'token', own: false }, reason: '' }
  const calls = 'email' in account ? ['login'] : ['register', 'confirmRegistration']
  const left = calls.filter((name) => !suite.selected.has(name))
  if (left.length > 0) {
    return {
      session: null,
      reason: `signing in needs ${left.join(' and ')}, which --only leaves out: add account, or give --token`,
    }
  }
  let session: Session | null = null
  let reason = ''
  if ('email' in account) {
    await suite.check(
      'login',
      'status',
      'signs the test account in (200 with a token)',
      async () => {
        const answer = await suite.probe.call('login', {
          body: { email: account.email, password: account.password },
        })
        if (answer.status !== 200) reason = `the test account's sign-in answered ${answer.status}`
        expectStatus(answer, 200)
        session = { token: tokenOf(answer), how: 'login', own: true }
      },
    )
    return { session, reason }
  }
  const email = `conformance.${randomUUID().slice(0, 8)}@${account.signUp.emailDomain ?? 'example.com'}`
  let registered = false
  await suite.check('register', 'status', 'starts a sign-up (200) and mails a code', async () => {
    const answer = await suite.probe.call('register', { body: { ...sampleRegistration, email } })
    expectStatus(answer, 200)
    registered = true
  })
  reason = 'the sign-up failed (see register)'
  await suite.check(
    'confirmRegistration',
    'status',
    'makes the account with the mailed code (200 with a token)',
    async () => {
      if (!registered) skip('needs the sign-up to have started')
      const code = await account.signUp.code(email)
      const answer = await suite.probe.call('confirmRegistration', { body: { email, code } })
      reason = 'the sign-up failed (see confirmRegistration)'
      expectStatus(answer, 200)
      session = { token: tokenOf(answer), how: 'sign-up', own: true }
      reason = ''
    },
  )
  return { session, reason }
}
