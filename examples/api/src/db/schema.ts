// The database schema, one file per part of the shop under tables/. Money is stored as integer
// halalas; enums come from the contract (`@matjar/core/contract`) and their CHECKs are written
// from the same lists. drizzle-kit reads this file (drizzle.config.ts).
import {
  addresses,
  customers,
  passwordResets,
  pendingRegistrations,
  sessions,
} from './tables/accounts.ts'
import { idempotencyKeys, mailJobs, rateLimits } from './tables/api-state.ts'
import { cartItems, carts, retiredGuestCarts, wishlistItems } from './tables/cart.ts'
import {
  brands,
  categories,
  productSelections,
  productSpecifications,
  products,
  reviews,
} from './tables/catalogue.ts'
import {
  blogs,
  branches,
  contactAttachments,
  contactMessages,
  pages,
  shopSettings,
} from './tables/content.ts'
import { pointsEntries, walletEntries } from './tables/ledgers.ts'
import {
  orderHistory,
  orderItems,
  orderRatings,
  orders,
  promoCodes,
  promoUses,
} from './tables/orders.ts'

export * from './tables/accounts.ts'
export * from './tables/api-state.ts'
export * from './tables/cart.ts'
export * from './tables/catalogue.ts'
export * from './tables/content.ts'
export * from './tables/ledgers.ts'
export * from './tables/orders.ts'

export const schema = {
  categories,
  brands,
  products,
  productSpecifications,
  reviews,
  productSelections,
  customers,
  sessions,
  retiredGuestCarts,
  wishlistItems,
  addresses,
  passwordResets,
  rateLimits,
  contactMessages,
  contactAttachments,
  blogs,
  pages,
  branches,
  shopSettings,
  carts,
  cartItems,
  pendingRegistrations,
  promoCodes,
  orders,
  orderItems,
  orderHistory,
  orderRatings,
  promoUses,
  walletEntries,
  pointsEntries,
  idempotencyKeys,
  mailJobs,
}
