import { type Answer, dataOf } from '../answer/answer.ts'
import { expectStatus, failAt, type Suite, skip } from './suite.ts'

interface ListPage {
  ids: unknown[]
  meta: {
    page?: unknown
    per_page?: unknown
    total?: unknown
    last_page?: unknown
    total_capped?: unknown
    next_cursor?: unknown
  }
  items: Record<string, unknown>[]
  answer: Answer
}

const PER_PAGE = 4
const PAGES = 3

const pageOf = (answer: Answer): ListPage => {
  expectStatus(answer, 200)
  const data = dataOf(answer) as { items?: Record<string, unknown>[]; meta?: ListPage['meta'] }
  const items = data?.items ?? []
  return { ids: items.map((item) => item.id), meta: data?.meta ?? {}, items, answer }
}

const twice = (ids: unknown[]) => ids.filter((id, i) => ids.indexOf(id) !== i)

/**
 * Lists (contract: `?page=&per_page=` → `{ items, meta }`; listings also walked by
 * `meta.next_cursor`): pages by number do not repeat a product and say where they sit, a cursor
 * walks the same products as the pages, and offers come ending soonest first.
 */
export async function checkLists(suite: Suite): Promise<void> {
  const { probe } = suite
  const byNumber = async (name: string) => {
    const pages: ListPage[] = []
    for (let page = 1; page <= PAGES; page++) {
      pages.push(pageOf(await probe.call(name, { query: { page, per_page: PER_PAGE } })))
    }
    return pages
  }

  await suite.check(
    'listProducts',
    'lists',
    'pages by number: no product twice, meta says where',
    async () => {
      const pages = await byNumber('listProducts')
      const ids = pages.flatMap((page) => page.ids)
      if (ids.length === 0) skip('the shop lists no products')
      const [repeated] = twice(ids)
      if (repeated !== undefined) {
        const [first, again] = pages.filter((page) => page.ids.includes(repeated))
        failAt(
          (again ?? first)!.answer,
          `product ${JSON.stringify(repeated)} is listed on ${first!.answer.request} too`,
        )
      }
      for (const [index, { meta, answer }] of pages.entries()) {
        if (meta.page !== index + 1) {
          failAt(answer, `meta.page is ${JSON.stringify(meta.page)}, not ${index + 1}`)
        }
        if (meta.per_page !== PER_PAGE) {
          failAt(answer, `meta.per_page is ${JSON.stringify(meta.per_page)}, not ${PER_PAGE}`)
        }
      }
      const { total, last_page: last, total_capped: capped } = pages[0]!.meta
      if (typeof total === 'number' && typeof last === 'number' && capped !== true) {
        const expected = Math.max(1, Math.ceil(total / PER_PAGE))
        if (last !== expected) {
          failAt(
            pages[0]!.answer,
            `total ${total} at ${PER_PAGE} a page is ${expected} pages; meta.last_page is ${last}`,
          )
        }
      }
    },
  )

  await suite.check(
    'listProducts',
    'lists',
    'a cursor walks the same products as the pages',
    async () => {
      const pages = await byNumber('listProducts')
      const first = pages[0]!
      if (!('next_cursor' in first.meta)) skip('the backend pages by number only (no next_cursor)')
      const walked = [...first.ids]
      let cursor = first.meta.next_cursor
      let last = first
      for (let page = 2; page <= PAGES && typeof cursor === 'string'; page++) {
        last = pageOf(await probe.call('listProducts', { query: { per_page: PER_PAGE, cursor } }))
        if (last.meta.page !== page) {
          failAt(
            last.answer,
            `the cursor's page says meta.page is ${JSON.stringify(last.meta.page)}, not ${page}`,
          )
        }
        walked.push(...last.ids)
        cursor = last.meta.next_cursor
      }
      const paged = pages.flatMap((page) => page.ids).slice(0, walked.length)
      if (JSON.stringify(walked) !== JSON.stringify(paged)) {
        failAt(
          last.answer,
          `walked by cursor from ${first.answer.request}, the products are ${JSON.stringify(walked)}; by page ${JSON.stringify(paged)}`,
        )
      }
    },
  )

  await suite.check(
    'listOffers',
    'lists',
    'offers come ending soonest first, those with no end last',
    async () => {
      const { items, answer } = pageOf(await probe.call('listOffers', { query: { per_page: 50 } }))
      if (items.length < 2) skip('the shop has fewer than two offers')
      const ends = items.map((item) => item.offer_ends_at)
      const at = (end: unknown) =>
        typeof end === 'string' ? Date.parse(end) : Number.POSITIVE_INFINITY
      const out = ends.findIndex((end, i) => i > 0 && at(end) < at(ends[i - 1]))
      if (out > 0) {
        failAt(
          answer,
          `offer ${String(items[out]!.id)} ends ${String(ends[out])}, before the one above it (${String(ends[out - 1])})`,
        )
      }
    },
  )
}
