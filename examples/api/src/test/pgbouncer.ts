import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './api-process.ts'

/** Debian's `pgbouncer` package; `.ci/run` installs it. */
export const PGBOUNCER = '/usr/sbin/pgbouncer'
export const hasPgbouncer = existsSync(PGBOUNCER)

/**
 * A PgBouncer of the test's own (its log on stderr, dropped) in transaction pooling mode, in front of the PostgreSQL of
 * `postgresUrl` (any database, logging in as that URL's user); answers the URL of `database`
 * through it, and a stop.
 */
export async function startPgbouncer(postgresUrl: string, poolSize = 20) {
  const target = new URL(postgresUrl)
  const dir = await mkdtemp(join(tmpdir(), 'matjar-pgbouncer-'))
  // TEST_PGBOUNCER_PORT: a port of the tester's own on a shared machine; else any free one.
  const port = Number(process.env.TEST_PGBOUNCER_PORT) || (await freePort())
  const user = decodeURIComponent(target.username || 'postgres')
  await writeFile(
    join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${target.hostname} port=${target.port || 5432} user=${user}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'max_client_conn = 1000',
      // PgBouncer will not run as root; started by root, it switches to this user.
      ...(process.getuid?.() === 0 ? ['user = nobody'] : []),
      '',
    ].join('\n'),
  )
  const server: ChildProcess = spawn(PGBOUNCER, [join(dir, 'pgbouncer.ini')], { stdio: 'ignore' })
  for (let tries = 0; ; tries++) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      }).on('error', () => resolve(false))
    })
    if (up) break
    if (tries > 100 || server.exitCode !== null) {
      server.kill()
      throw new Error(`PgBouncer did not start (${PGBOUNCER} ${join(dir, 'pgbouncer.ini')})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url: (database: string) => {
      const through = new URL(postgresUrl)
      through.host = `127.0.0.1:${port}`
      through.pathname = `/${database}`
      return through.toString()
    },
    stop: async () => {
      server.kill()
      await rm(dir, { recursive: true, force: true })
    },
  }
}
