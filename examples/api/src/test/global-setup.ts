import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/connect.ts'

/**
 * Starting and migrating an empty PGlite takes seconds; loading a dump of a migrated one takes a
 * fraction of that. So the run migrates once and every test file starts from the dump.
 */
export default async function setup(project: TestProject) {
  // On PostgreSQL each test file creates and migrates its own database instead.
  if (process.env.DATABASE_URL) return project.provide('pgliteSnapshot', undefined)

  const database = await openDatabase({ kind: 'pglite-memory' })
  await database.migrate()
  const dump = await database.dump?.()
  await database.close()
  if (!dump) throw new Error('PGlite gave no dump')

  const folder = await mkdtemp(join(tmpdir(), 'matjar-api-test-'))
  const file = join(folder, 'migrated.tar')
  await writeFile(file, Buffer.from(await dump.arrayBuffer()))
  project.provide('pgliteSnapshot', file)
  return () => rm(folder, { recursive: true, force: true })
}
