// Every shopper call on a small and a large shop, side by side: the catalogue at scale
// (docs/architecture.md, "At a real shop's size"). Grows one PostgreSQL database per size with the
// API's own generator (SEED_SIZE, examples/api/src/db/grow-shop.ts; kept for the next run), starts
// an API on each with its in-memory answers off (READ_CACHE_SECONDS=0), then sends each call to
// one and to the other in turn, one request at a time, each request varied (bench/scale-calls.ts).
// Prints p50/p95/p99 per call and size, the growth of p95, and how long each API took to start.
// Run: pnpm bench:scale                          (1,000 and 100,000 products)
//      pnpm bench:scale --sizes 1000,10000 --rounds 60
//      pnpm bench:scale --write    (also bench/results/scale.json and docs/performance.md)
// DATABASE_URL names the PostgreSQL server (its database is only used to create the others:
// scale_bench_<size>, or --prefix NAME); default postgres://postgres@127.0.0.1:5432/postgres.
import { spawnSync } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import {
  freePort,
  startServer,
  stopServer,
  waitForServer,
  whileServersRun,
} from '../scripts/processes.ts'
import { type Table, writeResult } from './results.ts'
import { type Request, SHOPPER_CALLS, type ShopFacts, shopFacts } from './scale-calls.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const SIZES = option('sizes', '1000,100000').split(',').map(Number)
const ROUNDS = Number(option('rounds', '120'))
const PREFIX = option('prefix', 'scale_bench')
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const mediaDir = join(import.meta.dirname, '../examples/api/.data/media')
/** Targets (docs/architecture.md): p95 at most 100 ms, and at most 3× the smallest shop's. */
const MAX_P95_MS = 100
const MAX_GROWTH = 3

const databaseUrl = (name: string) => {
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}
const psql = (sql: string) => {
  const run = spawnSync('psql', [server, '-tAc', sql], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`)
  return run.stdout.trim()
}

const apiEnv = (size: number, port: number) => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl(`${PREFIX}_${size}`),
  SEED_SIZE: String(size),
  READ_CACHE_SECONDS: '0',
  LOG_LEVEL: 'error',
  MEDIA_DIR: mediaDir,
  TEST_PAYMENTS: 'instant',
})
const startApi = (size: number, port: number) =>
  startServer(`api ${size}`, ['node', '--conditions=@matjar/source', 'src/server.ts'], {
    cwd: 'examples/api',
    env: apiEnv(size, port),
  })

/** Makes each size's database and grows it once (the API grows it on its first start). */
async function growDatabases() {
  for (const size of SIZES) {
    const name = `${PREFIX}_${size}`
    if (!psql(`select 1 from pg_database where datname = '${name}'`)) {
      psql(`create database "${name}"`)
    }
    const port = await freePort()
    const started = Date.now()
    const api = startApi(size, port)
    try {
      await waitForServer(api, `http://127.0.0.1:${port}/health`, {
        name: `The API growing ${name}`,
        limitMs: 3_600_000,
      })
    } finally {
      stopServer(api)
    }
    console.log(
      `${name}: ready (${((Date.now() - started) / 1000).toFixed(1)} s, growing included)`,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

async function send(api: string, request: Request): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now()
  const response = await fetch(`${api}${request.path}`, {
    method: request.method ?? 'GET',
    headers: { 'accept-language': request.language, 'content-type': 'application/json' },
    ...(request.body ? { body: JSON.stringify(request.body) } : {}),
  })
  await response.arrayBuffer()
  return { ms: performance.now() - started, ok: response.ok }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString())
const sizeName = (size: number) => (size >= 1000 ? `${size / 1000}k` : String(size))

await growDatabases()
const apis: { size: number; url: string; facts?: ShopFacts }[] = []
const children = []
const starts: string[] = []
for (const size of SIZES) {
  const port = await freePort()
  const started = Date.now()
  const child = startApi(size, port)
  children.push(child)
  const url = `http://127.0.0.1:${port}`
  await waitForServer(child, `${url}/health`, { name: `The API on ${size} products` })
  starts.push(
    `The API started on the ${size.toLocaleString('en')}-product shop in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  )
  apis.push({ size, url })
}

await whileServersRun(children, async () => {
  // The machine's load (1, 5, 15 min) as the rounds begin and end: figures on a busy machine say less.
  const load = () =>
    loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ')
  const loadBefore = load()
  for (const api of apis) api.facts = await shopFacts(api.url)
  const times = new Map<string, number[]>()
  const failures = new Map<string, number>()
  for (let round = 0; round < ROUNDS; round++) {
    for (const call of SHOPPER_CALLS) {
      // Each size goes first every other round: neither is always the one with a warm cache.
      const order = round % 2 === 0 ? apis : [...apis].reverse()
      for (const api of order) {
        const key = `${call.name}|${api.size}`
        const { ms: took, ok } = await send(api.url, call.request(api.facts!))
        times.set(key, [...(times.get(key) ?? []), took])
        if (!ok) failures.set(key, (failures.get(key) ?? 0) + 1)
      }
    }
  }
  const [small, large] = [SIZES[0]!, SIZES[SIZES.length - 1]!]
  const rows: string[][] = []
  const misses: string[] = []
  for (const call of SHOPPER_CALLS) {
    const figures = SIZES.map((size) => {
      const sorted = [...(times.get(`${call.name}|${size}`) ?? [])].sort((a, b) => a - b)
      return {
        size,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
      }
    })
    const p95Of = (size: number) => figures.find((f) => f.size === size)!.p95
    const growth = p95Of(large) / p95Of(small)
    const failed = SIZES.reduce((sum, size) => sum + (failures.get(`${call.name}|${size}`) ?? 0), 0)
    if (growth > MAX_GROWTH || p95Of(large) > MAX_P95_MS || failed > 0) misses.push(call.name)
    rows.push([
      call.name,
      ...figures.map((f) => `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)}`),
      `${growth.toFixed(1)}×`,
      String(failed),
    ])
  }
  const table: Table = {
    caption: `p50 / p95 / p99 in ms, ${ROUNDS} requests per call and size, interleaved one at a time; growth is p95 at ${sizeName(large)} over p95 at ${sizeName(small)}.`,
    header: [
      'Call',
      ...SIZES.map((size) => `${sizeName(size)} products`),
      'Growth (p95)',
      'Failed',
    ],
    rows,
  }
  console.table(
    rows.map((row) => Object.fromEntries(table.header.map((title, i) => [title, row[i]]))),
  )
  const notes = [
    ...starts,
    misses.length === 0
      ? `Every call within ${MAX_P95_MS} ms and ${MAX_GROWTH}× at p95, none failing.`
      : `Outside the targets (p95 ≤ ${MAX_P95_MS} ms and ≤ ${MAX_GROWTH}× the ${sizeName(small)} shop's, none failing): ${misses.join('; ')}.`,
    `Load average (1 / 5 / 15 min) of the machine (${cpus().length} cores): ${loadBefore} as the rounds began, ${load()} as they ended.`,
    'PostgreSQL on the same machine; each API with READ_CACHE_SECONDS=0 (every request reaches the database). Times on a shared machine are noisy.',
  ]
  for (const note of notes) console.log(note)
  if (args.includes('--write')) {
    writeResult('scale', {
      title: 'The catalogue at scale',
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      tables: [table],
      notes,
    })
  }
})
