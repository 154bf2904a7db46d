import type { ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { hasPgbouncer, PGBOUNCER, startPgbouncer } from '../test/pgbouncer.ts'
import { shopperJourney } from '../test/shopper-journey.ts'
import { scratchDatabaseName } from '../test/test-database.ts'

const postgresUrl = process.env.DATABASE_URL
// On a developer's machine without PgBouncer the test is skipped and says why; in CI (`.ci/run`
// installs Debian's package) a missing PgBouncer fails it.
const skipped = !postgresUrl || (!hasPgbouncer && !process.env.CI)
if (postgresUrl && skipped) {
  console.warn(
    `db/pgbouncer.test.ts skipped: no ${PGBOUNCER} (Debian's pgbouncer package: apt-get install pgbouncer)`,
  )
}

// Behind PgBouncer in transaction pooling mode each transaction may run on another server
// connection: nothing may rely on the session (prepared statements, settings per connection,
// session-level advisory locks). With DATABASE_POOLER=transaction the API relies on none.
describe.skipIf(skipped)(
  `the API through PgBouncer in transaction mode (needs ${PGBOUNCER}, Debian's pgbouncer package)`,
  () => {
    const name = scratchDatabaseName()
    const admin = postgres(postgresUrl ?? '', { max: 1, onnotice: () => {} })
    const servers: ChildProcess[] = []
    let bouncer: Awaited<ReturnType<typeof startPgbouncer>> | undefined
    let outbox = ''
    afterAll(async () => {
      for (const server of servers) server.kill()
      await bouncer?.stop()
      await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await admin.end()
      if (outbox) await rm(outbox, { recursive: true, force: true })
    })

    it(
      'starts two processes together on an empty database and serves the whole shopper journey',
      async () => {
        expect(hasPgbouncer, `${PGBOUNCER} is missing (apt-get install pgbouncer)`).toBe(true)
        await admin.unsafe(`CREATE DATABASE "${name}"`)
        outbox = await mkdtemp(join(tmpdir(), 'matjar-outbox-'))
        // A small server pool: transactions of both processes share its few connections.
        bouncer = await startPgbouncer(postgresUrl!, 4)
        const through = bouncer.url(name)
        const env = {
          DATABASE_POOLER: 'transaction',
          DATABASE_POOL_SIZE: '6',
          MAIL_OUTBOX_DIR: outbox,
        }
        const [one, two] = await Promise.all([
          startApiProcess(through, env),
          startApiProcess(through, env),
        ])
        servers.push(one.server, two.server)
        const shop = postgres(postgresUrl!.replace(/\/[^/]*$/, `/${name}`), { max: 1 })
        const [branch] = await shop<{ id: number }[]>`select id from branches order by id limit 1`
        await shop.end()
        await shopperJourney(one.base, two.base, outbox, branch!.id)
      },
      3 * API_PROCESS_START_MS,
    )
  },
)
