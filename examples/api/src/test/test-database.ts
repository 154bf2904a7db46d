import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import postgres from 'postgres'
import { inject } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../db/connect.ts'

/**
 * A migrated, empty database of the test file's own: an in-memory PGlite, or, when DATABASE_URL is
 * set, a fresh database on that PostgreSQL server, dropped on close.
 */
/** Queries that may wait for a connection in a test's pool: more than any race test sends. */
export const RACE_QUEUE_LIMIT = 1000

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.DATABASE_URL
  if (url) return openFreshPostgresDatabase(url)

  const snapshot = inject('pgliteSnapshot')
  const database = await openDatabase(
    snapshot
      ? { kind: 'pglite-memory', loadDataDir: new Blob([await readFile(snapshot)]) }
      : { kind: 'pglite-memory' },
  )
  await database.migrate() // a no-op on the snapshot, which is already migrated
  return database
}

// A database rather than a schema per file: drizzle-kit writes foreign keys as
// REFERENCES "public"."products", so a schema on the search_path would not isolate them.
export async function openFreshPostgresDatabase(
  url: string,
): Promise<DatabaseHandle & { url: string }> {
  // A shared server (several people's runs at once) names its databases by TEST_DATABASE_PREFIX.
  const prefix = process.env.TEST_DATABASE_PREFIX ?? 'matjar_api_test_'
  const name = `${prefix}${randomBytes(6).toString('hex')}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE "${name}"`)
  const testUrl = new URL(url)
  testUrl.pathname = `/${name}`
  // The race tests send a hundred requests at once to check what they sell and charge, not how a
  // crowd is shed: the queue is long enough for them (load-shedding.test.ts opens its own pool
  // with a short one).
  const database = await openDatabase({
    kind: 'postgres',
    url: testUrl.toString(),
    pool: { queueLimit: RACE_QUEUE_LIMIT },
  })
  await database.migrate()
  return {
    ...database,
    url: testUrl.toString(),
    close: async () => {
      await database.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
    },
  }
}
