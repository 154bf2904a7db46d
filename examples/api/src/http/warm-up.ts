import { withoutRequestLines } from './logger.ts'

/** The shopper's first calls: the catalogue's lists, a search, the menus. */
const FIRST_CALLS = [
  '/data/products?page=1',
  '/data/products?page=1&q=a',
  '/data/categories',
  '/data/brands',
  '/data/offers?page=1',
]

const call = async (fetch: (request: Request) => Response | Promise<Response>, path: string) => {
  const answer = await fetch(new Request(`http://warm-up.invalid${path}`))
  return answer.ok ? ((await answer.json()) as { data?: { items?: { id?: number }[] } }) : null
}

/**
 * The shopper's first calls, made twice through the app before the process listens (the request
 * log leaves them out): their code is compiled, the pools have opened connections and the caches
 * hold their first entries, so the first crowd after a start (a deploy, a scale-out) does not
 * meet a cold process that sheds it. What fails here is left for the real requests to meet.
 */
export const warmUp = (fetch: (request: Request) => Response | Promise<Response>) =>
  withoutRequestLines(async () => {
    for (let round = 0; round < 2; round++) {
      await Promise.all(
        FIRST_CALLS.map(async (path) => {
          const answer = await call(fetch, path).catch(() => null)
          const id = answer?.data?.items?.[0]?.id
          if (id) await call(fetch, `/data/products/${id}`).catch(() => null)
        }),
      )
    }
  })
