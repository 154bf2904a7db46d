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
    // Started together; an idle connection is given back after 5 s here (30 s by default).
    const started = await Promise.all(
      Array.from({ length: 6 }, () =>
        startApiProcess(fresh.url, {
          DATABASE_IDLE_SECONDS: '5',
          LOG_LEVEL: 'error',
          // This test is about connections, not shedding: a crowded test machine is no crowd.
          REQUEST_DEADLINE_MS: '60000',
        }),
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
    // Within a minute of quiet, the idle connections they hold are few.
    let idle = Number.POSITIVE_INFINITY
    for (const end = Date.now() + 60_000; Date.now() < end; ) {
      idle = (await connections()).idle
      if (idle <= 5) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect(idle).toBeLessThanOrEqual(5)
  }, 120_000)
})
