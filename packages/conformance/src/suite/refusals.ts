import type { Endpoint } from '@matjar/core/contract'
import { fieldErrorsOf } from '../answer/answer.ts'
import { emptyBodyFor, selectedEndpoints, takesJson } from './endpoints.ts'
import { type Identity, identityFor } from './identity.ts'
import { paramsFor, refusedParams, unknownParams } from './params.ts'
import { checkQueryValues } from './query-refusals.ts'
import { ARABIC, expectStatus, failAt, type Suite, skip } from './suite.ts'

const UNKNOWN_QUERY = { conformance_unknown: '1' }

const hasField = (errors: Record<string, string[]>, field: string) =>
  Object.keys(errors).some((name) => name.toLowerCase() === field.toLowerCase())

/**
 * Bad input each endpoint's own schemas refuse, sent to the backend, must be refused too:
 * a body that is not JSON (400), an empty body where fields are required, an unknown query
 * parameter where the query is strict, a path parameter of the wrong form (422, naming the
 * field), a well-formed id that names nothing (404).
 * `which` picks the endpoints: the guests' now, the customers' once there is a session.
 */
export async function checkRefusals(
  suite: Suite,
  which: (endpoint: Endpoint) => boolean,
): Promise<void> {
  for (const [name, endpoint] of selectedEndpoints(suite)) {
    if (!which(endpoint)) continue
    const who = identityFor(suite, endpoint)
    if ('missing' in who) {
      await suite.check(name, 'refusals', 'refuses bad input', () => skip(who.missing))
      continue
    }
    const unavailable = suite.unavailable.get(name)
    if (unavailable) {
      await suite.check(name, 'refusals', 'refuses bad input', () => skip(unavailable))
      continue
    }
    const base = { params: paramsFor(suite, name), ...who }

    if (takesJson(endpoint) && endpoint.errors?.[400]) {
      await suite.check(name, 'refusals', 'refuses a body that is not JSON with 400', async () => {
        const answer = await suite.probe.call(name, {
          ...base,
          rawBody: '{"product_id": 1,',
          contentType: 'application/json',
        })
        expectStatus(answer, 400)
      })
    }
    const served = suite.served.get(name)
    if (endpoint.multipart && endpoint.errors?.[400] && served) {
      // The served check sent it JSON already: its answer says (forms are often rate limited).
      await suite.check(name, 'refusals', 'refuses a JSON body where a form is due with 400', () =>
        expectStatus(served, 400),
      )
    }
    if (takesJson(endpoint) && endpoint.body?.safeParse({}).success === false) {
      await checkEmptyBody(suite, name, base)
    }
    if (endpoint.query?.safeParse(UNKNOWN_QUERY).success === false) {
      await suite.check(
        name,
        'refusals',
        'refuses an unknown query parameter with 422',
        async () => {
          const answer = await suite.probe.call(name, {
            ...base,
            query: UNKNOWN_QUERY,
            body: emptyBodyFor(endpoint),
          })
          expectStatus(answer, 422)
          if (!hasField(fieldErrorsOf(answer), 'conformance_unknown')) {
            failAt(answer, '`errors` does not name conformance_unknown')
          }
        },
      )
    }
    if (endpoint.method === 'GET') await checkQueryValues(suite, name, endpoint, base)
    const refused = refusedParams(endpoint)
    if (refused) {
      const title = `refuses {${refused.field}} = ${JSON.stringify(refused.params[refused.field]?.slice(0, 12))} with 422 naming it`
      await suite.check(name, 'refusals', title, async () => {
        const answer = await suite.probe.call(name, {
          ...base,
          params: refused.params,
          body: emptyBodyFor(endpoint),
        })
        expectStatus(answer, 422)
        if (!hasField(fieldErrorsOf(answer), refused.field)) {
          failAt(answer, `\`errors\` does not name ${refused.field}`)
        }
      })
    }
    const unknownIsPlain = endpoint.body === undefined || endpoint.body.safeParse({}).success
    if (refused && endpoint.errors?.[404] && unknownIsPlain) {
      await suite.check(name, 'refusals', 'answers 404 for a path naming nothing', async () => {
        const params = unknownParams(endpoint)
        expectStatus(
          await suite.probe.call(name, { ...base, params, body: emptyBodyFor(endpoint) }),
          404,
        )
      })
    }
  }
}

/** `{}` where the schema requires fields: 422, each message in Arabic when asked. */
async function checkEmptyBody(
  suite: Suite,
  name: string,
  base: Identity & { params: Record<string, string | number> },
): Promise<void> {
  const answer = await suite.probe.call(name, { ...base, body: {}, language: 'ar' })
  await suite.check(name, 'refusals', 'refuses an empty body with 422 naming the fields', () => {
    expectStatus(answer, 422)
    if (Object.keys(fieldErrorsOf(answer)).length === 0) failAt(answer, '`errors` names no field')
  })
  if (answer.status !== 422) return
  await suite.check(name, 'language', 'names the invalid fields in Arabic when asked (ar)', () => {
    const english = Object.values(fieldErrorsOf(answer))
      .flat()
      .filter((message) => !ARABIC.test(message))
    if (english.length > 0) failAt(answer, `not Arabic: ${JSON.stringify(english.slice(0, 3))}`)
  })
}
