// Many API processes on one PostgreSQL, as an operator runs them (issue 42's acceptance): six
// processes started at the same instant on an empty database, every setting at its default (pool,
// idle time, queue, request deadline, request log); then bursts of uncached searches sent all at
// once, spread over the processes; then a minute of quiet. Prints, for each burst, the answers by
// status and p50/p95/slowest; the most connections the shop's database had; and the idle
// connections after 20 s and 60 s of quiet (pg_stat_activity). A process that dies stops the
// bench at once (exit 1).
// Run: pnpm bench:processes                      (6 processes; bursts of 60, 120 and 180)
//      pnpm bench:processes --processes 6 --bursts 60,120 --database processes_bench
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the database (`--database`, default processes_bench) is made afresh and dropped at the end.

import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { freePort, startServer, waitForServer, whileServersRun } from '../scripts/processes.ts'

const { values: given } = parseArgs({
  options: {
    processes: { type: 'string', default: '6' },
    bursts: { type: 'string', default: '60,120,180' },
    database: { type: 'string', default: 'processes_bench' },
  },
})
const PROCESSES = Number(given.processes)
const BURSTS = given.bursts.split(',').map(Number)
const database = given.database
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString()
const root = join(import.meta.dirname, '..')

const psql = (sql: string) => {
  const run = spawnSync('psql', [server, '-tAc', sql], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`)
  return run.stdout.trim()
}
/** Connections to the shop's database, and how many of them are idle. */
const connections = () => {
  const [all, idle] = psql(
    `select count(*), count(*) filter (where state = 'idle') from pg_stat_activity where datname = '${database}'`,
  ).split('|')
  return { all: Number(all), idle: Number(idle) }
}
const load = () =>
  loadavg()
    .map((figure) => figure.toFixed(1))
    .join(' ')
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const WORDS = ['coffee', 'dates', 'honey', 'oud', 'tea', 'saffron', 'cardamom', 'rose']
const SORTS = ['best_sellers', 'price_asc', 'price_desc']

const children: ReturnType<typeof startServer>[] = []
let died: string | null = null

await whileServersRun(children, async () => {
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  psql(`CREATE DATABASE "${database}"`)
  console.log(`${PROCESSES} API processes started at once on an empty database (load ${load()})`)
  const bases = await Promise.all(
    Array.from({ length: PROCESSES }, async (_, i) => {
      const port = await freePort()
      const child = startServer(
        `api ${i + 1}`,
        ['node', '--conditions=@matjar/source', 'src/server.ts'],
        {
          cwd: join(root, 'examples/api'),
          env: { PORT: String(port), DATABASE_URL: databaseUrl, TEST_PAYMENTS: 'instant' },
        },
      )
      child.once('exit', (code, signal) => {
        died ??= `api ${i + 1} stopped (${signal ?? `exit ${code}`})`
      })
      children.push(child)
      const base = `http://127.0.0.1:${port}`
      await waitForServer(child, `${base}/health`, { name: `api ${i + 1}`, limitMs: 600_000 })
      return base
    }),
  )
  let most = 0
  const watching = setInterval(() => {
    most = Math.max(most, connections().all)
  }, 100)
  let round = 0
  for (const size of BURSTS) {
    if (died) throw new Error(died)
    await sleep(2_000)
    round++
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: size }, async (_, i) => {
        // A page, word and order no burst asked before: every answer comes from PostgreSQL.
        const query = `page=${(i % 5) + 1}&q=${WORDS[i % WORDS.length]}&sort=${SORTS[round % SORTS.length]}`
        const res = await fetch(`${bases[i % bases.length]}/data/products?${query}`).catch(
          () => null,
        )
        await res?.arrayBuffer()
        const retry = res?.status === 503 && res.headers.get('retry-after') ? '+Retry-After' : ''
        return { status: `${res?.status ?? 'no answer'}${retry}`, ms: performance.now() - started }
      }),
    )
    const took = answers.map((answer) => answer.ms).sort((a, b) => a - b)
    const at = (share: number) => Math.round(took[Math.floor(share * (took.length - 1))]!)
    const byStatus = new Map<string, number>()
    for (const { status } of answers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1)
    const statuses = [...byStatus].map(([status, count]) => `${status}: ${count}`).join(', ')
    console.log(
      `burst of ${size}: ${statuses}; p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, slowest ${at(1)} ms (load ${load()})`,
    )
  }
  clearInterval(watching)
  console.log(`most connections to the shop's database: ${most}`)
  await sleep(20_000)
  console.log(`idle connections after 20 s of quiet: ${connections().idle}`)
  await sleep(40_000)
  console.log(`idle connections after 60 s of quiet: ${connections().idle} (load ${load()})`)
  if (died) throw new Error(died)
  for (const child of children) child.kill('SIGTERM')
  await sleep(2_000)
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
})
