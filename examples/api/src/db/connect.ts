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
import { lockFolder } from './folder-lock.ts'
import { guarded } from './guarded-client.ts'
import * as schema from './schema.ts'
import { whileStartLockHeld } from './start-lock.ts'

/** The drizzle database the app works with, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** Where the data lives: a PostgreSQL server, or an embedded PGlite in a folder or in memory. */
export type DatabaseConfig =
  | { kind: 'postgres'; url: string; limits?: QueryTimeLimits; pool?: Partial<PoolOptions> }
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

/**
 * The PostgreSQL connections one API process may hold (docs/deployment.md has the arithmetic:
 * processes × `size` must stay under what the database allows).
 */
export interface PoolOptions {
  /** Connections at most, for writes and public reads together: public reads get half of them. */
  size: number
  /** An idle connection is closed after this many seconds (0: kept). */
  idleSeconds: number
  /** A connection is closed and replaced after this many seconds (0: kept). */
  lifetimeSeconds: number
  /** Queries that may wait for a connection, per pool; more are answered 503 at once. */
  queueLimit: number
  /**
   * `transaction`: a pooler in transaction mode (PgBouncer) is in front, so no statement may
   * rely on the session: no prepared statements, no settings per connection (the time limits are
   * kept by the client instead).
   */
  pooler: 'none' | 'transaction'
}

export const DEFAULT_POOL_OPTIONS: PoolOptions = {
  size: 10,
  idleSeconds: 30,
  lifetimeSeconds: 1800,
  queueLimit: 50,
  pooler: 'none',
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
  /**
   * Runs `work` (migrating and seeding, on start) while no other process sharing the database
   * runs its own: on PostgreSQL under an advisory lock, the others waiting their turn.
   */
  exclusively<T>(work: () => Promise<T>, onWait?: () => void): Promise<T>
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
    return openPostgres(config.url, config.limits ?? DEFAULT_QUERY_TIME_LIMITS, {
      ...DEFAULT_POOL_OPTIONS,
      ...config.pool,
    })
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

function openPostgres(url: string, limits: QueryTimeLimits, pool: PoolOptions): DatabaseHandle {
  const pooled = pool.pooler === 'transaction'
  // Set on each connection as it opens (not possible through a transaction pooler). JIT
  // compilation costs more than it saves on the small, indexed queries of a shop, and its cost
  // estimates go wrong as tables grow.
  const connect = (max: number, statementMs: number) =>
    postgres(url, {
      max,
      // At most one statement queued behind the running one on a connection (postgres.js sends
      // up to 100): the others wait in the pool's queue, where the request's deadline can drop
      // them, not behind a slow one. (Not in postgres.js's types, but read like its others.)
      ...({ max_pipeline: 1 } as object),
      idle_timeout: pool.idleSeconds,
      max_lifetime: pool.lifetimeSeconds,
      connect_timeout: 10,
      prepare: !pooled,
      // The migrator's "already exists, skipping" notices are noise.
      onnotice: () => {},
      connection: pooled ? {} : { statement_timeout: statementMs, jit: 'off' },
    })
  const reads = Math.max(1, Math.ceil(pool.size / 2))
  const writes = Math.max(1, pool.size - reads)
  const client = guarded(connect(writes, limits.statementMs), {
    connections: writes,
    queueLimit: pool.queueLimit,
    cancelRunning: false,
    statementMs: pooled ? limits.statementMs : null,
  })
  // A public read whose shopper has gone, or whose request is out of time, is cancelled
  // (cancel-on-abort.ts); writes run to their end.
  const readClient = guarded(connect(reads, limits.publicReadMs), {
    connections: reads,
    queueLimit: pool.queueLimit,
    cancelRunning: true,
    statementMs: pooled ? limits.publicReadMs : null,
  })
  const db = drizzlePostgres({ client, schema })
  return {
    db,
    publicReads: drizzlePostgres({ client: readClient, schema }),
    description: `PostgreSQL at ${redactPassword(url)}${pooled ? ' through a transaction pooler' : ''}`,
    migrate: () => migratePostgres(db, { migrationsFolder }),
    exclusively: (work, onWait) =>
      process.env.NO_LOCK ? work() : whileStartLockHeld(url, pooled, work, onWait),
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
    // One process holds the folder (folder-lock.ts), or the database is its own, in memory.
    exclusively: (work) => work(),
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
