import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations from the schema; the same files run on PGlite and on PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/media/schema.ts'],
  out: './drizzle',
})
