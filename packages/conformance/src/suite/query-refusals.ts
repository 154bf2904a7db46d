import type { Endpoint } from '@matjar/core/contract'
import { fieldErrorsOf } from '../answer/answer.ts'
import type { Identity } from './identity.ts'
import { expectStatus, failAt, type Suite } from './suite.ts'

/** Values a query parameter's schema may refuse: the first one it refuses is sent. */
const REFUSED_VALUES = ['0', '-1', 'abc', '1.5', '!', 'x'.repeat(1001)]

/**
 * Each query parameter the contract gives a call, sent with a value its schema refuses (a page 0,
 * a sort that is not one, a price that is not a number …): the backend must refuse it with 422,
 * naming the parameter. A parameter whose schema takes every value is not checked.
 */
export async function checkQueryValues(
  suite: Suite,
  name: string,
  endpoint: Endpoint,
  base: Identity & { params: Record<string, string | number> },
): Promise<void> {
  const query = endpoint.query
  if (!query) return
  for (const parameter of suite.probe.queryParameters(name)) {
    const value = REFUSED_VALUES.find(
      (candidate) => !query.safeParse({ [parameter]: candidate }).success,
    )
    if (value === undefined) continue
    const shown = value.length > 12 ? `${value.slice(0, 12)}…` : value
    await suite.check(
      name,
      'refusals',
      `refuses ${parameter}=${shown} with 422 naming it`,
      async () => {
        const answer = await suite.probe.call(name, { ...base, query: { [parameter]: value } })
        expectStatus(answer, 422)
        if (!(parameter in fieldErrorsOf(answer))) {
          failAt(answer, `\`errors\` does not name ${parameter}`)
        }
      },
    )
  }
}
