import type { Cart, CartItem } from '../contract/cart.ts'
import { type CartLineKey, type CartLinePreview, sameLine } from './cart-line.ts'

/** A change the shopper asked for, waiting for (or being sent to) the server. */
export interface CartMutation {
  id: string
  kind: 'add' | 'remove'
  line: CartLineKey
  quantity: number
  preview?: CartLinePreview
  /** Its `Idempotency-Key`: the same for every sending of this change (retries), never another's. */
  key?: string
}

/** The cart schema's defaults, written out so the cart needs no schema library at run time. */
export const EMPTY_CART: Cart = {
  items: [],
  total_item_count: 0,
  sub_total: '0.00',
  total_price: '0.00',
  total_discount: '0.00',
  shipping_cost: '0.00',
  status: 'pending',
  payment_status: 'pending',
  payment_method: null,
  order_date: null,
  tax_amount: '0.00',
  estimated_delivery_date: null,
  order_number: null,
  history: [],
  promo_code: null,
  discount: '0.00',
  discount_type: null,
  discount_value: '0.00',
}

/**
 * The cart as the shopper should see it: the server's cart with the pending changes applied on
 * top. Nothing is stored optimistically, so dropping a failed change rolls back exactly.
 */
export const applyMutations = (
  server: Cart | null,
  mutations: readonly CartMutation[],
): Cart | null => {
  if (mutations.length === 0) return server
  let items: CartItem[] = [...(server?.items ?? [])]
  for (const mutation of mutations) {
    const index = items.findIndex((item) => sameLine(item, mutation.line))
    const existing = index === -1 ? undefined : items[index]
    if (mutation.kind === 'add') {
      if (existing) {
        items[index] = { ...existing, quantity: existing.quantity + mutation.quantity }
      } else {
        items = [
          ...items,
          {
            product_id: mutation.line.product_id,
            product_type: mutation.line.product_type,
            selection_id: mutation.line.selection_id ?? null,
            quantity: mutation.quantity,
            price: mutation.preview?.price ?? '0.00',
            price_before: mutation.preview?.price_before ?? null,
            discount_text: mutation.preview?.discount_text ?? null,
            ...(mutation.preview?.name ? { name: mutation.preview.name } : {}),
            ...(mutation.preview?.image ? { image: mutation.preview.image } : {}),
          },
        ]
      }
    } else if (existing) {
      const quantity = existing.quantity - mutation.quantity
      items =
        quantity > 0
          ? items.map((item, i) => (i === index ? { ...existing, quantity } : item))
          : items.filter((_, i) => i !== index)
    }
  }
  const base = server ?? EMPTY_CART
  return {
    ...base,
    items,
    total_item_count: items.reduce((sum, item) => sum + item.quantity, 0),
  }
}
