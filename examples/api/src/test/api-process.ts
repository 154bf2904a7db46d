import { type ChildProcess, spawn } from 'node:child_process'
import { type AddressInfo, createServer } from 'node:net'
import { join } from 'node:path'
import { RACE_QUEUE_LIMIT } from './test-database.ts'

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

const definedOnly = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== undefined))

/**
 * How long a process may take to answer: a first start over an empty catalogue seeds it and
 * photographs the seed shop (about 20 s on a quiet 2-core machine with no photographs kept yet;
 * later starts find them under the media folder).
 */
export const API_PROCESS_START_MS = 180_000

/**
 * An API process (src/server.ts) over the database at `databaseUrl` (a PostgreSQL address, or a
 * PGlite folder when it is not one), once it answers its health check; card payments are taken at
 * once unless `env` says otherwise.
 */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string | undefined> = {},
): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort()
  const { DATABASE_URL: _given, ...inherited } = process.env
  const database = databaseUrl.startsWith('postgres')
    ? { DATABASE_URL: databaseUrl }
    : { PGLITE_DIR: databaseUrl }
  const server = spawn(
    process.execPath,
    ['--conditions=@matjar/source', join(import.meta.dirname, '../server.ts')],
    {
      // A variable given as undefined is left unset: the process takes its default.
      env: definedOnly({
        ...inherited,
        ...database,
        PORT: String(port),
        HOST: '127.0.0.1',
        TEST_PAYMENTS: 'instant',
        // The races across processes check what is sold and charged, not how a crowd is shed
        // (load-shedding.test.ts does): a long queue and a deadline no loaded CI machine meets.
        DATABASE_QUEUE_LIMIT: String(RACE_QUEUE_LIMIT),
        REQUEST_DEADLINE_MS: '60000',
        ...env,
      }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  // The end of what it wrote to stderr, to say why it did not start.
  let errors = ''
  server.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000)
  })
  const base = `http://127.0.0.1:${port}`
  const until = Date.now() + API_PROCESS_START_MS
  let exited: number | null = null
  server.once('exit', (code) => {
    exited = code ?? -1
  })
  for (;;) {
    if (exited !== null) {
      throw new Error(`${base} exited with code ${exited} before it answered: ${errors}`)
    }
    const up = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) {
      server.kill()
      throw new Error(`${base} did not start`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { server, base }
}
