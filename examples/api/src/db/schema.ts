// The database schema, one file per part of the shop under tables/. Money is stored as integer
// halalas; enums come from the contract (`@matjar/core/contract`) and their CHECKs are written
// from the same lists. drizzle-kit reads this file (drizzle.config.ts).
import * as accounts from './tables/accounts.ts'
import * as apiState from './tables/api-state.ts'
import * as cart from './tables/cart.ts'
import * as catalogue from './tables/catalogue.ts'
import * as content from './tables/content.ts'
import * as ledgers from './tables/ledgers.ts'
import * as orders from './tables/orders.ts'

export * from './tables/accounts.ts'
export * from './tables/api-state.ts'
export * from './tables/cart.ts'
export * from './tables/catalogue.ts'
export * from './tables/content.ts'
export * from './tables/ledgers.ts'
export * from './tables/orders.ts'

/** Every table, for Drizzle's queries (it passes over anything else a file exports). */
export const schema = {
  ...catalogue,
  ...accounts,
  ...cart,
  ...orders,
  ...ledgers,
  ...content,
  ...apiState,
}
