import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { lockFolder } from './folder-lock.ts'
import { schema } from './schema.ts'

/** The drizzle database the app works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: a PostgreSQL server, or an embedded PGlite in a folder or in memory. */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }

export interface DatabaseHandle {
  db: Database
  /** For the start-up line, e.g. "PGlite at /abs/path". */
  description: string
  migrate(): Promise<void>
  /** A tarball of a PGlite database, to start other in-memory databases from (tests). */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

// Resolved from this file, not the working directory, so any cwd finds the migrations.
export const migrationsFolder = join(import.meta.dirname, '../../drizzle')

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') return openPostgres(config.url)
  if (config.kind === 'pglite') {
    mkdirSync(config.dataDir, { recursive: true })
    const unlock = lockFolder(config.dataDir)
    try {
      return openPglite(await PGlite.create(config.dataDir), `PGlite at ${config.dataDir}`, unlock)
    } catch (error) {
      unlock()
      throw error
    }
  }
  const client = await PGlite.create(
    config.loadDataDir ? { loadDataDir: config.loadDataDir } : undefined,
  )
  return openPglite(client, 'PGlite in memory')
}

function openPostgres(url: string): DatabaseHandle {
  // The migrator's "already exists, skipping" notices are noise.
  const client = postgres(url, { onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    description: `PostgreSQL at ${redactPassword(url)}`,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: () => client.end({ timeout: 5 }),
  }
}

function openPglite(client: PGlite, description: string, unlock = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema })
  return {
    db,
    description,
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      await client.close()
      unlock()
    },
  }
}

function redactPassword(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'DATABASE_URL'
  }
}
