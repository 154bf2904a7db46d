import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations from the schema; the same files run on PGlite and on PostgreSQL.
// The schema imports the contract's lists: `pnpm db:generate` runs this with the
// `@matjar/source` condition, so the contract resolves to its sources (no build needed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
