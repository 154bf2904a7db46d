import { randomUUID } from 'node:crypto'
import { endpoints } from '@matjar/core/contract'
import { type Answer, dataOf } from '../answer/answer.ts'
import type { Probe } from '../probe.ts'
import type { CartProduct, Suite } from './suite.ts'

/**
 * What a path no contract has answers: the mark of a call that is not served. Asked in Arabic,
 * as the served check asks every endpoint, so that the two answers compare.
 */
export const askUnknownPath = (probe: Probe): Promise<Answer> =>
  probe.send('GET', `/conformance-kit/no-such-path-${randomUUID()}`, { language: 'ar' })

interface Card {
  id?: unknown
  stock?: unknown
  has_selections?: unknown
}

/** Units the cart checks put in and take out again: 3, so a product needs a few more in stock. */
const UNITS_NEEDED = 5

/**
 * A product the cart checks can add: sold without selections (no colour to choose), with stock
 * for the few units they add. The widest page the contract allows is asked for.
 */
export async function findCartProduct(
  suite: Suite,
): Promise<{ product: CartProduct | null; reason: string }> {
  if (!suite.selected.has('listProducts')) {
    return {
      product: null,
      reason:
        'needs a product from listProducts, which --only leaves out: add catalogue (or listProducts)',
    }
  }
  const wide = { per_page: 100 }
  const query = endpoints.listProducts.query.safeParse(wide).success ? wide : {}
  const answer = await suite.probe.call('listProducts', { query })
  const items = ((dataOf(answer) as { items?: Card[] } | undefined)?.items ?? []) as Card[]
  const fit = items.find(
    (item) =>
      typeof item.id === 'number' &&
      typeof item.stock === 'number' &&
      item.stock >= UNITS_NEEDED &&
      item.has_selections === false,
  )
  return fit
    ? { product: { id: fit.id as number, stock: fit.stock as number }, reason: '' }
    : {
        product: null,
        reason: `the shop lists no product without selections with stock to spare (${answer.request})`,
      }
}
