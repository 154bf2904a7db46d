import { type Answer, dataOf, messageOf } from '../answer/answer.ts'
import type { CallOptions } from '../probe.ts'
import { customerRead, selectedEndpoints } from './endpoints.ts'
import { ARABIC, expectStatus, failAt, type Suite, skip } from './suite.ts'

/** A browser's own header: the supported language with the highest weight wins. */
const BROWSER_ARABIC = 'ar-SA,ar;q=0.9,en;q=0.8'

const namesOf = (data: unknown): Map<unknown, string> => {
  const items = (data as { items?: { id?: unknown; name?: unknown }[] } | undefined)?.items ?? []
  return new Map(
    items.flatMap((item) => (typeof item.name === 'string' ? [[item.id, item.name]] : [])),
  )
}

/** A call the language checks can be refused on, with what the refusal answers. */
interface Refusal {
  name: string
  options: CallOptions
  status: number
}

const NO_SESSION = 'conformance-no-such-session'

/**
 * A call among those checked that any backend refuses, to read the refusal's language: a
 * customer's read without a token (401), a guest's or customer's read with a token that names no
 * session (401), or a read with a query value its schema refuses (422). Null when the selected
 * calls offer none.
 */
const refusalAmong = (suite: Suite): Refusal | null => {
  const reads = selectedEndpoints(suite).filter(
    ([, endpoint]) => endpoint.method === 'GET' && !endpoint.path.includes('{'),
  )
  const customer = customerRead()
  if (suite.selected.has(customer)) return { name: customer, options: {}, status: 401 }
  const own = reads.find(([, endpoint]) => endpoint.access === 'customer')
  if (own) return { name: own[0], options: {}, status: 401 }
  const either = reads.find(([, endpoint]) => endpoint.access === 'guest-or-customer')
  if (either) return { name: either[0], options: { token: NO_SESSION }, status: 401 }
  for (const [name, endpoint] of reads) {
    const query = endpoint.query
    if (!query) continue
    for (const parameter of suite.probe.queryParameters(name)) {
      const value = ['0', 'abc'].find((v) => !query.safeParse({ [parameter]: v }).success)
      if (value !== undefined)
        return { name, options: { query: { [parameter]: value } }, status: 422 }
    }
  }
  return null
}

/**
 * `Accept-Language` (contract: names, descriptions and messages come in its language, English
 * by default; a browser's full header is read too): the same refusal in English and in Arabic,
 * and the catalogue's names. Only calls the run checks are made (`--only`).
 */
export async function checkLanguage(suite: Suite): Promise<void> {
  const { probe } = suite
  const refusal = refusalAmong(suite)
  const asked = async (language: string | null): Promise<[Answer, string]> => {
    const answer = await probe.call(refusal!.name, { ...refusal!.options, language })
    expectStatus(answer, refusal!.status)
    return [answer, messageOf(answer)]
  }
  const check = (title: string, run: () => Promise<void>) =>
    refusal
      ? suite.check(refusal.name, 'language', title, run)
      : suite.check(null, 'language', title, () =>
          skip('none of the calls checked (--only) has a refusal to read the language of'),
        )
  await check('speaks English without Accept-Language', async () => {
    const [answer, message] = await asked(null)
    if (ARABIC.test(message)) failAt(answer, 'the default language is English')
  })
  await check('answers en in English and ar in Arabic', async () => {
    const [english, englishMessage] = await asked('en')
    if (ARABIC.test(englishMessage)) failAt(english, 'asked for en, the message is Arabic')
    const [arabic, arabicMessage] = await asked('ar')
    if (!ARABIC.test(arabicMessage)) failAt(arabic, 'asked for ar, the message is not Arabic')
  })
  await check(`reads a browser's header (${BROWSER_ARABIC})`, async () => {
    const [answer, message] = await asked(BROWSER_ARABIC)
    if (!ARABIC.test(message)) failAt(answer, 'the message is not Arabic')
  })
  await suite.check(
    'listProducts',
    'language',
    'names products in the language asked',
    async () => {
      const query = { per_page: 50 }
      const en = await probe.call('listProducts', { query, language: 'en' })
      const ar = await probe.call('listProducts', { query, language: 'ar' })
      expectStatus(en, 200)
      expectStatus(ar, 200)
      const english = namesOf(dataOf(en))
      const arabic = namesOf(dataOf(ar))
      if (english.size === 0) skip('the shop lists no products')
      const translated = [...arabic].filter(
        ([id, name]) => english.get(id) !== name && ARABIC.test(name),
      )
      if (translated.length === 0) {
        failAt(
          ar,
          `no product is named in Arabic with ar (first: ${JSON.stringify([...arabic.values()][0])})`,
        )
      }
    },
  )
}

/** A bearer token that names no session is refused, on a customer's call and on a guest's. */
export async function checkBadToken(suite: Suite): Promise<void> {
  const token = NO_SESSION
  for (const name of [customerRead(), 'getCart']) {
    await suite.check(
      name,
      'auth',
      'refuses a bearer token that names no session with 401',
      async () => expectStatus(await suite.probe.call(name, { token }), 401),
    )
  }
}
