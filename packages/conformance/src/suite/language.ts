import { dataOf, messageOf } from '../answer/answer.ts'
import { customerRead } from './endpoints.ts'
import { ARABIC, expectStatus, fail, type Suite, skip } from './suite.ts'

/** A browser's own header: the supported language with the highest weight wins. */
const BROWSER_ARABIC = 'ar-SA,ar;q=0.9,en;q=0.8'

const namesOf = (data: unknown): Map<unknown, string> => {
  const items = (data as { items?: { id?: unknown; name?: unknown }[] } | undefined)?.items ?? []
  return new Map(
    items.flatMap((item) => (typeof item.name === 'string' ? [[item.id, item.name]] : [])),
  )
}

/**
 * `Accept-Language` (contract: names, descriptions and messages come in its language, English
 * by default; a browser's full header is read too): the same refusal in English and in Arabic,
 * and the catalogue's names.
 */
export async function checkLanguage(suite: Suite): Promise<void> {
  const { probe } = suite
  const refusal = customerRead()
  const asked = async (language: string | null) => {
    const answer = await probe.call(refusal, { language })
    expectStatus(answer, 401)
    return messageOf(answer)
  }
  await suite.check(refusal, 'language', 'speaks English without Accept-Language', async () => {
    const message = await asked(null)
    if (ARABIC.test(message))
      fail(`the default language is English; got ${JSON.stringify(message)}`)
  })
  await suite.check(refusal, 'language', 'answers en in English and ar in Arabic', async () => {
    const [english, arabic] = [await asked('en'), await asked('ar')]
    if (ARABIC.test(english)) fail(`en answered ${JSON.stringify(english)}`)
    if (!ARABIC.test(arabic)) fail(`ar answered ${JSON.stringify(arabic)}`)
  })
  await suite.check(
    refusal,
    'language',
    `reads a browser's header (${BROWSER_ARABIC})`,
    async () => {
      const message = await asked(BROWSER_ARABIC)
      if (!ARABIC.test(message)) fail(`answered ${JSON.stringify(message)}`)
    },
  )
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
        fail(
          `no product is named in Arabic with ar (first: ${JSON.stringify([...arabic.values()][0])})`,
        )
      }
    },
  )
}

/** A bearer token that names no session is refused, on a customer's call and on a guest's. */
export async function checkBadToken(suite: Suite): Promise<void> {
  const token = 'conformance-no-such-session'
  for (const name of [customerRead(), 'getCart']) {
    await suite.check(
      name,
      'auth',
      'refuses a bearer token that names no session with 401',
      async () => expectStatus(await suite.probe.call(name, { token }), 401),
    )
  }
}
