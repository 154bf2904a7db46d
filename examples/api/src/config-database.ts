import { isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'
import { milliseconds, optional, seconds, wholeNumber } from './config-fields.ts'
import {
  type DatabaseConfig,
  DEFAULT_POOL_OPTIONS,
  DEFAULT_QUERY_TIME_LIMITS,
} from './db/connect.ts'

// The database's part of the configuration (config.ts): where it is, its time limits, the
// connections one process may hold (docs/configuration.md, docs/deployment.md).

export const defaultPgliteDir = join(import.meta.dirname, '..', '.data/pglite')

/** How long a request may take before what it still waits for on the database answers 503. */
const DEFAULT_REQUEST_DEADLINE_MS = 3000

export const databaseEnv = {
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .pipe(z.url()),
  ),
  PGLITE_DIR: optional(z.string()),
  STATEMENT_TIMEOUT_MS: milliseconds(DEFAULT_QUERY_TIME_LIMITS.statementMs),
  PUBLIC_READ_TIMEOUT_MS: milliseconds(DEFAULT_QUERY_TIME_LIMITS.publicReadMs),
  DATABASE_POOL_SIZE: wholeNumber(
    DEFAULT_POOL_OPTIONS.size,
    2,
    'must be a whole number of connections, 2 or more',
  ),
  DATABASE_IDLE_SECONDS: seconds(DEFAULT_POOL_OPTIONS.idleSeconds),
  DATABASE_MAX_LIFETIME_SECONDS: seconds(DEFAULT_POOL_OPTIONS.lifetimeSeconds),
  DATABASE_QUEUE_LIMIT: wholeNumber(
    DEFAULT_POOL_OPTIONS.queueLimit,
    0,
    'must be a whole number of queries, 0 or more',
  ),
  DATABASE_POOLER: optional(
    z.enum(['none', 'transaction'], { error: 'must be none or transaction' }),
  ).default(DEFAULT_POOL_OPTIONS.pooler),
  REQUEST_DEADLINE_MS: milliseconds(DEFAULT_REQUEST_DEADLINE_MS),
}

type DatabaseEnv = z.infer<z.ZodObject<typeof databaseEnv>>

/** Where the data lives and how it is reached, from the parsed variables. */
export function databaseConfig(env: DatabaseEnv): DatabaseConfig {
  if (!env.DATABASE_URL) return { kind: 'pglite', dataDir: pgliteDir(env.PGLITE_DIR) }
  return {
    kind: 'postgres',
    url: env.DATABASE_URL,
    limits: { statementMs: env.STATEMENT_TIMEOUT_MS, publicReadMs: env.PUBLIC_READ_TIMEOUT_MS },
    pool: {
      size: env.DATABASE_POOL_SIZE,
      idleSeconds: env.DATABASE_IDLE_SECONDS,
      lifetimeSeconds: env.DATABASE_MAX_LIFETIME_SECONDS,
      queueLimit: env.DATABASE_QUEUE_LIMIT,
      pooler: env.DATABASE_POOLER,
    },
  }
}

// A given PGLITE_DIR is relative to the working directory, like any path on a command line.
function pgliteDir(value: string | undefined): string {
  if (!value) return defaultPgliteDir
  return isAbsolute(value) ? value : resolve(value)
}
