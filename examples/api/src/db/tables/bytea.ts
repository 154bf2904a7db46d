import { customType } from 'drizzle-orm/pg-core'

/** Binary data; PGlite reads it as a Uint8Array, postgres.js as a Buffer: both become a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
})
