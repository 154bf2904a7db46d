import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { cancellable } from './cancel-on-abort.ts'
import { lockFolder } from './folder-lock.ts'
import * as schema from './schema.ts'

/** The drizzle database the app works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: a PostgreSQL server, or an embedded PGlite in a folder or in memory. */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string; limits?: QueryTimeLimits }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory'; loadDataDir?: Blob }

/**
 * How long one SQL statement may run, in milliseconds, before PostgreSQL cancels it: every query,
 * and the shorter limit of public reads (anyone can send those, as fast as they like).
 */
export interface QueryTimeLimits {
  statementMs: number
  publicReadMs: number
}

export const DEFAULT_QUERY_TIME_LIMITS: QueryTimeLimits = {
  statementMs: 30_000,
  publicReadMs: 3000,
}

export interface DatabaseHandle {
  db: Database
  /**
   * The connections public reads (catalogue, content) go through: on PostgreSQL a pool of its own
   * whose statements stop at `publicReadMs`; on PGlite `db` itself.
   */
  publicReads: Database
  /** For the start-up line, e.g. "PGlite at /abs/path". */
  description: string
  migrate(): Promise<void>
  /** A tarball of a PGlite database, to start other in-memory databases from (tests). */
  dump?(): Promise<Blob>
  close(): Promise<void>
}

/** PGlite's contrib modules the migrations use: `pg_trgm` indexes search (migration 0015). */
export const pgliteExtensions = { pg_trgm }

// Resolved from this file, not the working directory, so any cwd finds the migrations.
export const migrationsFolder = join(import.meta.dirname, '../../drizzle')

export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    return openPostgres(config.url, config.limits ?? DEFAULT_QUERY_TIME_LIMITS)
  }
  if (config.kind === 'pglite') {
    mkdirSync(config.dataDir, { recursive: true })
    const unlock = lockFolder(config.dataDir)
    try {
      const client = await PGlite.create({ dataDir: config.dataDir, extensions: pgliteExtensions })
      return openPglite(client, `PGlite at ${config.dataDir}`, unlock)
    } catch (error) {
      unlock()
      throw error
    }
  }
  const client = await PGlite.create({
    extensions: pgliteExtensions,
    ...(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {}),
  })
  return openPglite(client, 'PGlite in memory')
}

function openPostgres(url: string, limits: QueryTimeLimits): DatabaseHandle {
  // Set on each connection as it opens. JIT compilation costs more than it saves on the small,
  // indexed queries of a shop, and its cost estimates go wrong as tables grow.
  const connect = (statementMs: number) =>
    postgres(url, {
      // The migrator's "already exists, skipping" notices are noise.
      onnotice: () => {},
      connection: { statement_timeout: statementMs, jit: 'off' },
    })
  const client = connect(limits.statementMs)
  // A public read whose shopper has gone is cancelled (cancel-on-abort.ts); writes run to their end.
  const readClient = cancellable(connect(limits.publicReadMs))
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    publicReads: drizzlePostgres({ client: readClient, schema }),
    description: `PostgreSQL at ${redactPassword(url)}`,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), readClient.end({ timeout: 5 })])
    },
  }
}

function openPglite(client: PGlite, description: string, unlock = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, schema })
  return {
    db,
    publicReads: db,
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
