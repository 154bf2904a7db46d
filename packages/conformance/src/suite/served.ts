import { messageOf } from '../answer/answer.ts'
import { emptyBodyFor, selectedEndpoints } from './endpoints.ts'
import { identityFor } from './identity.ts'
import { paramsFor } from './params.ts'
import { ARABIC, expectStatus, failAt, type Suite, skip } from './suite.ts'

/**
 * Every endpoint of the contract, called once as a guest asking for Arabic with an empty body:
 * it must be served (not answered like an unknown path), a customer's or the staff's call must be
 * refused with 401, and a refusal must speak Arabic. The staff's calls are checked only when the
 * kit is given the staff's token (a shop may have no back office: it answers them 404).
 */
export async function checkServed(suite: Suite): Promise<void> {
  const baseline = suite.unknownPath
  for (const [name, endpoint] of selectedEndpoints(suite)) {
    const who = identityFor(suite, endpoint)
    if (endpoint.access !== 'customer' && 'missing' in who) {
      await suite.check(name, 'served', 'is served', () => skip(who.missing))
      continue
    }
    const answer = await suite.probe.call(name, {
      params: paramsFor(suite, name),
      body: emptyBodyFor(endpoint),
      language: 'ar',
    })
    suite.served.set(name, answer)
    await suite.check(name, 'served', 'is served (not answered like an unknown path)', () => {
      if (answer.location !== undefined) failAt(answer, 'not served here')
      if (answer.status === 405 || answer.status === 501) {
        failAt(answer, 'the method is not served on this path')
      }
      if (answer.status === baseline.status && answer.text === baseline.text) {
        failAt(answer, `exactly what an unknown path answers (${baseline.request})`)
      }
    })
    // A 404 to a body the contract refuses, on a path naming nothing: the shop does not offer
    // the call at all (Google sign-in where it is not configured), so its refusals are moot.
    const meaning = endpoint.errors?.[404]
    const bodyRefused = endpoint.body?.safeParse({}).success === false
    if (answer.status === 404 && meaning && bodyRefused && !endpoint.path.includes('{')) {
      suite.unavailable.set(
        name,
        `not offered here: it answers 404 (${meaning.replace(/\.$/, '')})`,
      )
    }
    if (endpoint.access === 'customer' || endpoint.access === 'staff') {
      const needed = endpoint.access === 'staff' ? "the staff's token" : 'a bearer token'
      await suite.check(name, 'auth', `refuses a call without ${needed} with 401`, () =>
        expectStatus(answer, 401),
      )
    }
    if (answer.status >= 400) {
      await suite.check(name, 'language', 'says why it refused in Arabic when asked (ar)', () => {
        const message = messageOf(answer)
        if (!ARABIC.test(message)) failAt(answer, 'the message is not Arabic')
      })
    }
  }
}
