// The database schema, one file per part of the shop under tables/. Money is stored as integer
// halalas; enums come from the contract (`@matjar/core/contract`) and their CHECKs are written
// from the same lists. This list is the one place a part is added: drizzle-kit reads this file
// (drizzle.config.ts), and the app hands Drizzle every export of it (`import * as schema`;
// Drizzle passes over what is not a table).

export * from '../media/schema.ts'
export * from './tables/accounts.ts'
export * from './tables/api-state.ts'
export * from './tables/cart.ts'
export * from './tables/catalogue.ts'
export * from './tables/content.ts'
export * from './tables/ledgers.ts'
export * from './tables/orders.ts'
export * from './tables/payments.ts'
export * from './tables/places.ts'
export * from './tables/search.ts'
