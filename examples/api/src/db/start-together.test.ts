import type { ChildProcess } from 'node:child_process'
import postgres from 'postgres'
import { afterAll, describe, expect, it } from 'vitest'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { scratchDatabaseName } from '../test/test-database.ts'

const postgresUrl = process.env.DATABASE_URL

// Several API processes started at the same instant on one empty database: one migrates and
// seeds under the start-up lock (start-lock.ts), the others wait for it, then all serve.
describe.skipIf(!postgresUrl)('API processes starting together on an empty database', () => {
  const name = scratchDatabaseName()
  const admin = postgres(postgresUrl ?? '', { max: 1, onnotice: () => {} })
  const servers: ChildProcess[] = []
  afterAll(async () => {
    for (const server of servers) server.kill()
    await admin.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  })

  it(
    'all come up and answer /health, with one catalogue',
    async () => {
      await admin.unsafe(`CREATE DATABASE "${name}"`)
      const url = new URL(postgresUrl!)
      url.pathname = `/${name}`
      const started = await Promise.allSettled(
        Array.from({ length: 3 }, () => startApiProcess(url.toString())),
      )
      for (const outcome of started)
        if (outcome.status === 'fulfilled') servers.push(outcome.value.server)
      expect(
        started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up')),
      ).toEqual(['up', 'up', 'up'])
      for (const outcome of started) {
        if (outcome.status !== 'fulfilled') continue
        const health = await fetch(`${outcome.value.base}/health`)
        expect(health.status).toBe(200)
      }
      const shop = postgres(url.toString(), { max: 1 })
      try {
        const [row] = await shop<{ n: number; slugs: number }[]>`
        select count(*)::int as n, count(distinct slug)::int as slugs from products`
        expect(row!.n).toBeGreaterThan(0)
        expect(row!.slugs).toBe(row!.n)
      } finally {
        await shop.end()
      }
    },
    3 * API_PROCESS_START_MS,
  )
})
