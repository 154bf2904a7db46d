import { type Answer, dataOf } from '../answer/answer.ts'
import { expectStatus, failAt, type Suite } from './suite.ts'

/** Who the cart belongs to: a guest's uuid or a customer's token. */
export type Owner = { uuid: string } | { token: string }

interface Line {
  product_id?: unknown
  product_type?: unknown
  selection_id?: unknown
  quantity?: unknown
}

const ownerCall = (owner: Owner) =>
  'uuid' in owner ? { uuid: owner.uuid, token: null } : { uuid: undefined, token: owner.token }

/** Reads the cart as spec §7 does: the guest's by `?uuid=`, the customer's by the bearer. */
export async function readCart(suite: Suite, owner: Owner): Promise<Answer> {
  const { uuid, token } = ownerCall(owner)
  return suite.probe.call('getCart', { ...(uuid ? { query: { uuid } } : {}), token })
}

/** The quantity of a retail line of the product in a cart answer (0 when none). */
export const lineQuantity = (answer: Answer, productId: number): number => {
  const cart = dataOf(answer) as { items?: unknown } | null | undefined
  if (cart === null || cart === undefined) return 0
  if (!Array.isArray(cart.items)) failAt(answer, 'the cart has no items list')
  const line = (cart.items as Line[]).find(
    (item) => item.product_id === productId && item.product_type === 'retail',
  )
  return typeof line?.quantity === 'number' ? line.quantity : 0
}

/** Adds or removes a quantity of the product as spec §7 does (`uuid` in the body for a guest). */
export async function changeLine(
  suite: Suite,
  change: 'addToCart' | 'removeFromCart',
  owner: Owner,
  productId: number,
  quantity: number,
  extra: Record<string, unknown> = {},
): Promise<Answer> {
  const { uuid, token } = ownerCall(owner)
  const body = {
    product_id: productId,
    product_type: 'retail',
    quantity,
    ...(uuid ? { uuid } : {}),
  }
  return suite.probe.call(change, { body: { ...body, ...extra }, token })
}

/** Changes the line, then reads the cart again (spec §7's refetch) and expects the quantity. */
export async function changeAndRefetch(
  suite: Suite,
  change: 'addToCart' | 'removeFromCart',
  owner: Owner,
  productId: number,
  quantity: number,
  expected: number,
): Promise<void> {
  const changed = await changeLine(suite, change, owner, productId, quantity)
  expectStatus(changed, 200)
  const cart = await readCart(suite, owner)
  expectStatus(cart, 200)
  const held = lineQuantity(cart, productId)
  if (held !== expected) {
    failAt(
      cart,
      `after ${changed.request} (${quantity} of product ${productId}) the cart holds ${held}, not ${expected}`,
    )
  }
}
