import type { ChildProcess } from 'node:child_process'
import { endpoints } from '@matjar/core/contract'
import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { openFreshPostgresDatabase } from '../test/test-database.ts'

const postgresUrl = process.env.DATABASE_URL

// Connections are a resource of the database, shared by every process: each API process opens at
// most DATABASE_POOL_SIZE of them, only when needed, and gives back the idle ones.
describe.skipIf(!postgresUrl)('six API processes on one PostgreSQL', () => {
  let fresh: Awaited<ReturnType<typeof openFreshPostgresDatabase>>
  let watcher: postgres.Sql
  const servers: ChildProcess[] = []
  const bases: string[] = []
  beforeAll(async () => {
    fresh = await openFreshPostgresDatabase(postgresUrl!)
    watcher = postgres(postgresUrl!, { max: 1, onnotice: () => {} })
    // Started together, as an operator runs them: the pool, its idle time, its queue and the
    // request log at their defaults. The request deadline is long: this test is about connections,
    // and a test is not timed (a crowded test machine is no crowd). At the default deadline the
    // same burst is measured by `pnpm bench:processes` (docs/deployment.md).
    const started = await Promise.all(
      Array.from({ length: 6 }, () =>
        startApiProcess(fresh.url, { DATABASE_QUEUE_LIMIT: undefined }),
      ),
    )
    for (const { server, base } of started) {
      servers.push(server)
      bases.push(base)
    }
  }, 6 * API_PROCESS_START_MS)
  afterAll(async () => {
    for (const server of servers) server.kill()
    await watcher?.end()
    await fresh?.close()
  })

  /** Connections to the shop's database, and how many of them are idle. */
  const connections = async () => {
    const [row] = await watcher<{ all: number; idle: number }[]>`
      select count(*)::int as all, count(*) filter (where state = 'idle')::int as idle
      from pg_stat_activity where datname = ${new URL(fresh.url).pathname.slice(1)}`
    return row!
  }

  it('serve a burst with no 5xx, within their pools, and give the idle connections back', async () => {
    let most = 0
    const watching = setInterval(async () => {
      most = Math.max(most, (await connections()).all)
    }, 50)
    const statuses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        fetch(
          `${bases[i % 6]}${endpoints.listProducts.path}?page=${(i % 4) + 1}&q=${['coffee', 'dates', 'honey', 'oud'][i % 4]}`,
        ).then(async (res) =>
          res.status >= 500 ? `${res.status} ${await res.text()}` : res.status,
        ),
      ),
    )
    clearInterval(watching)
    expect(statuses.filter((status) => typeof status === 'string')).toEqual([])
    // Six processes at 10 connections each at most (plus the 3 of `fresh` and this watcher).
    expect(most).toBeLessThanOrEqual(6 * 10 + 4)
    // Within a minute of quiet, the idle connections they hold total at most 30 (issue 42's
    // acceptance). By default each process gives back a connection idle for 30 s (37 were still
    // idle after 20 s): what stays is the test's own and those a process's mail retry (every
    // 30 s) last used.
    const idleAfter = async (quietMs: number) => {
      await new Promise((resolve) => setTimeout(resolve, quietMs))
      return (await connections()).idle
    }
    const [early, late] = [await idleAfter(20_000), await idleAfter(40_000)]
    console.info(`idle connections after 20 s of quiet: ${early}; after 60 s: ${late}`)
    expect(late).toBeLessThanOrEqual(30)
  }, 180_000)
})
