import type { CartJob } from '../src/cart/cart-machine.ts'
import { type Cart, cartSchema } from '../src/contract/cart.ts'

/**
 * The plain model of the cart machine's model-based test, written apart from the machine: carts
 * as the server answers them, and what the shopper is shown with changes on top.
 */
const PRICES: Record<number, string> = { 1: '40.00', 2: '15.50' }
const NAMES: Record<number, string> = { 1: 'mug', 2: 'kettle' }

/** A cart in a test name: `mug×2+kettle×1`. */
export const describeCart = (cart: Cart | null) =>
  cart?.items.length
    ? cart.items.map((item) => `${NAMES[item.product_id]}×${item.quantity}`).join('+')
    : 'no cart'

export type Lines = Map<number, number>

/** A cart as the server answers it: catalogue prices and its own totals; no line is no cart. */
export const serverCart = (lines: Lines): Cart | null => {
  const items = [...lines].filter(([, quantity]) => quantity > 0)
  if (items.length === 0) return null
  const cents = items.reduce(
    (sum, [id, quantity]) => sum + Math.round(Number(PRICES[id]) * 100) * quantity,
    0,
  )
  return cartSchema.parse({
    items: items.map(([id, quantity]) => ({
      product_id: id,
      product_type: 'retail',
      quantity,
      price: PRICES[id],
    })),
    total_item_count: items.reduce((sum, [, quantity]) => sum + quantity, 0),
    sub_total: (cents / 100).toFixed(2),
    total_price: (cents / 100).toFixed(2),
  })
}
export const linesOf = (cart: Cart | null): Lines =>
  new Map((cart?.items ?? []).map((item) => [item.product_id, item.quantity]))

type ShownItem = { product_id: number; quantity: number; price: string; name?: string }
export type Shown = ShownItem[] | null
export type Change = Extract<CartJob, { kind: 'add' | 'remove' }>

export const shownOf = (cart: Cart | null): Shown =>
  cart
    ? cart.items.map((item) => ({
        product_id: item.product_id,
        quantity: item.quantity,
        price: item.price,
        ...(item.name ? { name: item.name } : {}),
      }))
    : null

/** A change on top of what is shown: units added to or taken from its line. */
export const applyChange = (shown: Shown, change: Change): Shown => {
  const items = [...(shown ?? [])]
  const index = items.findIndex((item) => item.product_id === change.line.product_id)
  const existing = items[index]
  if (change.kind === 'add') {
    if (existing) items[index] = { ...existing, quantity: existing.quantity + change.quantity }
    else
      items.push({
        product_id: change.line.product_id,
        quantity: change.quantity,
        price: change.preview?.price ?? '0.00',
        ...(change.preview?.name ? { name: change.preview.name } : {}),
      })
    return items
  }
  if (!existing) return items
  const quantity = existing.quantity - change.quantity
  return quantity > 0
    ? items.map((item, i) => (i === index ? { ...item, quantity } : item))
    : items.filter((_, i) => i !== index)
}
