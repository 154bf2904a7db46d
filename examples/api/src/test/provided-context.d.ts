import type {} from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a tarball of a migrated PGlite database; unset when testing on PostgreSQL. */
    pgliteSnapshot: string | undefined
  }
}
