import { MAX_ID, type ProductType } from '@matjar/core/contract'
import { eq, isNull, type SQL } from 'drizzle-orm'
import type { Transaction } from '../db/retrying-transaction.ts'
import { cartItems, carts, productSelections, products } from '../db/schema.ts'

/** Whose cart: a guest's, named by the uuid the storefront made, or a signed-in customer's. */
export type CartOwner = { uuid: string } | { customerId: number }

/** Selects the owner's cart row. */
export const ownedBy = (owner: CartOwner): SQL =>
  'uuid' in owner ? eq(carts.uuid, owner.uuid) : eq(carts.customerId, owner.customerId)

/** What add and remove act on: a quantity of one product offer (and selection) in a cart. */
export interface CartLineChange {
  owner: CartOwner
  productId: number
  productType: ProductType
  selectionId: number | null
  quantity: number
}

/** More work to commit with a change of the cart: its Idempotency-Key's answer (`recordAnswer`). */
export type AlsoInTransaction = (tx: Transaction) => Promise<void>

/**
 * Ids are PostgreSQL integers; the contract allows larger numbers, which would make the query fail.
 * Such an id names nothing, so it is answered as not found rather than reaching the database.
 */
export const isStorableId = (id: number | null): boolean => id === null || id <= MAX_ID

/** Matches the line's selection, a missing selection included (`= NULL` would match nothing). */
export const sameSelection = (selectionId: number | null): SQL =>
  selectionId === null ? isNull(cartItems.selectionId) : eq(cartItems.selectionId, selectionId)

/**
 * A cart line with what pricing and naming it take from its product and selection: the columns of
 * a select over `cart_items` joined to `products` and (left) to `product_selections`.
 */
export const lineColumns = {
  productId: cartItems.productId,
  productType: cartItems.productType,
  selectionId: cartItems.selectionId,
  quantity: cartItems.quantity,
  nameEn: products.nameEn,
  nameAr: products.nameAr,
  retailPrice: products.retailPrice,
  wholesalePrice: products.wholesalePrice,
  wholesaleMinQuantity: products.wholesaleMinQuantity,
  priceBefore: products.priceBefore,
  selectionEn: productSelections.nameEn,
  selectionAr: productSelections.nameAr,
}
