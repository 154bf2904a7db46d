import type { Endpoint } from '@matjar/core/contract'
import type { Answer } from '../answer/answer.ts'
import { selectedEndpoints } from './endpoints.ts'
import { identityFor } from './identity.ts'
import { listFor, rememberFromList } from './params.ts'
import { expectStatus, type Suite, skip } from './suite.ts'

/** Answers kept by endpoint name, for later checks (the products list, the cart …). */
export type Answers = Map<string, Answer>

const documentedFailure = (endpoint: Endpoint, answer: Answer) =>
  answer.status >= 400 ? endpoint.errors?.[answer.status as 404] : undefined

/**
 * Every read (GET) the suite can make with what it has: a customer's only with a session, one
 * whose path names a thing only when a list named one. Lists come first, so that the things they
 * name are read next. The answers are checked as they come (shape, fields, money); here each read
 * must succeed.
 */
export async function checkReads(
  suite: Suite,
  which: (endpoint: Endpoint) => boolean,
  answers: Answers,
): Promise<void> {
  const reads = selectedEndpoints(suite).filter(
    ([name, endpoint]) =>
      // Logging out is a GET too, but it ends the session: the spec-calls suite does it last.
      name !== 'logout' && endpoint.method === 'GET' && which(endpoint),
  )
  const ordered = [
    ...reads.filter(([, endpoint]) => !endpoint.path.includes('{')),
    ...reads.filter(([, endpoint]) => endpoint.path.includes('{')),
  ]
  for (const [name, endpoint] of ordered) {
    await suite.check(name, 'status', 'answers a valid read with 200', async () => {
      const who = identityFor(suite, endpoint)
      if ('missing' in who) return skip(who.missing)
      const params = suite.found.get(name)
      if (endpoint.path.includes('{') && !params) {
        const list = listFor(endpoint)
        skip(
          list
            ? `${suite.probe.callOf(list)} named nothing to read here`
            : 'no call of the contract lists what its path names',
        )
      }
      const answer = await suite.probe.call(name, { params: params ?? {}, ...who })
      answers.set(name, answer)
      const meaning = documentedFailure(endpoint, answer)
      if (meaning) skip(`answered ${answer.status} (${meaning}): nothing to check the shape of`)
      expectStatus(answer, 200)
      rememberFromList(suite, name, answer)
    })
  }
}
