import type { Cart, CartItem, ProductType } from '../contract/cart.ts'

/** What names one line of the cart: the product, its offer (retail/wholesale) and its selection. */
export interface CartLineKey {
  product_id: number
  product_type: ProductType
  selection_id?: number | null
}

/** What the shopper sees of a product before the server confirms the line (optimistic display). */
export type CartLinePreview = Partial<
  Pick<CartItem, 'price' | 'price_before' | 'discount_text' | 'name' | 'image'>
>

export const sameLine = (a: CartLineKey, b: CartLineKey): boolean =>
  a.product_id === b.product_id &&
  a.product_type === b.product_type &&
  (a.selection_id ?? null) === (b.selection_id ?? null)

export const findLine = (cart: Cart | null, key: CartLineKey): CartItem | undefined =>
  cart?.items.find((item) => sameLine(item, key))

/** Just the key of a line: callers may pass a whole cart item, whose other fields the API refuses. */
export const lineKeyOf = (line: CartLineKey): CartLineKey => ({
  product_id: line.product_id,
  product_type: line.product_type,
  selection_id: line.selection_id ?? null,
})
