import type { ProductType } from '@matjar/core/contract'
import { eq, isNull, type SQL } from 'drizzle-orm'
import { cartItems, carts } from '../db/schema.ts'

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

/**
 * Ids are PostgreSQL integers; the contract allows larger numbers, which would make the query fail.
 * Such an id names nothing, so it is answered as not found rather than reaching the database.
 */
export const isStorableId = (id: number | null): boolean => id === null || id <= 2_147_483_647

/** Matches the line's selection, a missing selection included (`= NULL` would match nothing). */
export const sameSelection = (selectionId: number | null): SQL =>
  selectionId === null ? isNull(cartItems.selectionId) : eq(cartItems.selectionId, selectionId)
