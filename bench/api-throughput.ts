// Throughput of the Storefront API, stated as a ratio to a bare Hono endpoint measured in the same
// run on the same machine (docs/architecture.md, "Budgets"). Starts both servers as their own processes,
// loads each with autocannon in turn, and prints requests per second, latency and the ratio.
// Run: pnpm bench:api                  (API on a fresh embedded PGlite database)
//      DATABASE_URL=postgres://… pnpm bench:api   (API on PostgreSQL)
//      pnpm bench:api --seconds 10 --connections 20
//      pnpm bench:api --write      (also into bench/results/api-throughput.json, docs/performance.md)
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { numberOption, startServer, waitFor, whileServersRun } from '../scripts/processes.ts'
import { tableOf, writeResult } from './results.ts'

const SECONDS = numberOption('seconds', 5)
const CONNECTIONS = numberOption('connections', 10)
const API_PORT = 4392
const BARE_PORT = 4391
const UNCACHED_PORT = 4393
const api = `http://127.0.0.1:${API_PORT}`
const bare = `http://127.0.0.1:${BARE_PORT}`
const uncached = `http://127.0.0.1:${UNCACHED_PORT}`
// A second API process without the in-memory copy of public reads needs a shared database.
const shared = Boolean(process.env.DATABASE_URL)

const start = (name: string, command: string[], env: NodeJS.ProcessEnv) =>
  startServer(name, command, { cwd: 'examples/api', env })

async function load(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    method: (init.method ?? 'GET') as 'GET',
    headers: init.headers,
    body: init.body,
  })
  // A 304 is the answer a conditional read wants; anything else outside 2xx is a failure.
  const failed =
    result.non2xx - (result.statusCodeStats?.['304']?.count ?? 0) + result.errors + result.timeouts
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed }
}

/** add-to-cart into a fresh guest cart per request, each naming one of `productIds` in turn. */
async function loadAdds(productIds: number[]) {
  let next = 0
  const result = await autocannon({
    url: `${api}/actions/product/add-to-cart`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({
            product_id: productIds[next++ % productIds.length],
            product_type: 'retail',
            quantity: 1,
            uuid: randomUUID(),
          }),
        }),
      },
    ],
  })
  const failed = result.non2xx + result.errors + result.timeouts
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, failed }
}

/** Catalogue searches, each for a word no one searched before: every one reaches the database. */
async function loadSearches() {
  const result = await autocannon({
    url: `${api}/data/products`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/data/products?per_page=12&q=${randomUUID().slice(0, 8)}`,
        }),
      },
    ],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

/** An attacker's sending rate: sign-ins per second, whatever the answers. */
const FLOOD_RATE = 200

/**
 * Sign-ins with a new email each, FLOOD_RATE a second for as long as the searches run: from one
 * client, or from a new address each time (a botnet; the API believes X-Forwarded-For from this
 * machine).
 */
function floodSignIns(fromEverywhere: boolean) {
  const byte = () => Math.floor(Math.random() * 254) + 1
  return autocannon({
    url: `${api}/auth/login`,
    connections: 16,
    overallRate: FLOOD_RATE,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: {
            'content-type': 'application/json',
            ...(fromEverywhere ? { 'x-forwarded-for': `198.18.${byte()}.${byte()}` } : {}),
          },
          body: JSON.stringify({
            email: `flood-${randomUUID()}@example.com`,
            password: 'Wrong#1234',
          }),
        }),
      },
    ],
  })
}

const children = [
  start('bare', ['node', 'bench/bare-hono.ts'], { PORT: String(BARE_PORT) }),
  start('api', ['node', '--conditions=@matjar/source', 'src/server.ts'], {
    PORT: String(API_PORT),
    PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-bench-api-')),
    TRUSTED_PROXIES: 'loopback',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    LOG_LEVEL: 'silent',
  }),
]

await whileServersRun(children, async () => {
  await waitFor(`${bare}/ping`, { name: 'The bare Hono server' })
  await waitFor(`${api}/health`, { name: 'The API' })
  if (shared) {
    // Started once the first has migrated and seeded the database they share.
    children.push(
      start('api-uncached', ['node', '--conditions=@matjar/source', 'src/server.ts'], {
        PORT: String(UNCACHED_PORT),
        DATABASE_URL: process.env.DATABASE_URL,
        READ_CACHE_SECONDS: '0',
        LOG_LEVEL: 'silent',
      }),
    )
    await waitFor(`${uncached}/health`, { name: 'The API without its read copy' })
  }
  const { data: products } = (await (await fetch(`${api}/data/products?per_page=100`)).json()) as {
    data: { items: { id: number; has_selections: boolean; stock: number }[] }
  }
  const productId = products.items[0]?.id ?? 1
  const plain = products.items
    .filter((item) => !item.has_selections && item.stock > 0)
    .map((item) => item.id)
  // A guest cart with one line, read back by its uuid.
  const uuid = randomUUID()
  await fetch(`${api}/actions/product/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ product_id: productId, product_type: 'retail', quantity: 1, uuid }),
  })

  const details = `/data/products/${productId}`
  const etag = (await fetch(`${api}${details}`)).headers.get('etag') ?? ''
  const cases: [string, string, Record<string, string>?][] = [
    ['bare Hono: GET /ping', `${bare}/ping`],
    ['API: GET /health', `${api}/health`],
    ['API: GET /data/products (page of 12)', `${api}/data/products?per_page=12`],
    [`API: GET ${details}`, `${api}${details}`],
    [`API: GET ${details}, If-None-Match (304)`, `${api}${details}`, { 'if-none-match': etag }],
    ...(shared
      ? [[`API, no read copy: GET ${details}`, `${uncached}${details}`] as [string, string]]
      : []),
    ['API: GET /data/product/cart (guest)', `${api}/data/product/cart?uuid=${uuid}`],
  ]
  const rows: Record<string, unknown>[] = []
  let baseline = 0
  const measured: [string, () => ReturnType<typeof load>][] = []
  for (const [name, url, headers] of cases)
    measured.push([name, () => load(url, headers ? { headers } : {})])
  measured.push(['API: POST add-to-cart, one hot product', () => loadAdds(plain.slice(0, 1))])
  measured.push([
    'API: POST add-to-cart, spread over 30 products',
    () => loadAdds(plain.slice(0, 30)),
  ])
  measured.push(['API: catalogue search (each new), alone', loadSearches])
  for (const fromEverywhere of [false, true]) {
    measured.push([
      `API: catalogue search during a sign-in flood from ${fromEverywhere ? 'many addresses' : 'one client'}`,
      async () => {
        const [searches, flood] = await Promise.all([loadSearches(), floodSignIns(fromEverywhere)])
        console.log(
          `  flood from ${fromEverywhere ? 'many addresses' : 'one client'} (sent at ${FLOOD_RATE}/s): ${Math.round(flood.requests.average)} sign-ins/s answered, ${flood.statusCodeStats?.['429']?.count ?? 0} refused with 429`,
        )
        return searches
      },
    ])
  }
  for (const [name, run] of measured) {
    const figures = await run()
    if (!baseline) baseline = figures.rps
    rows.push({
      case: name,
      'req/s': Math.round(figures.rps),
      'ratio to bare Hono': (figures.rps / baseline).toFixed(3),
      'p50 (ms)': figures.p50,
      'p99 (ms)': figures.p99,
      'non-2xx or errors': figures.failed,
    })
  }
  console.table(rows)
  const alone = rows.find((row) => String(row.case).endsWith('alone'))?.['req/s'] as number
  const notes = rows
    .filter((each) => String(each.case).includes('flood'))
    .map(
      (row) =>
        `${row.case}: the flood costs the catalogue ${((1 - (row['req/s'] as number) / alone) * 100).toFixed(1)} % of its throughput.`,
    )
  notes.push(
    `${CONNECTIONS} connections, ${SECONDS} s per case, one after another; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)'}. Times on a shared machine are noisy: read the ratios.`,
  )
  for (const note of notes) console.log(note)
  if (process.argv.includes('--write')) {
    writeResult('api-throughput', {
      title: 'Storefront API throughput',
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      tables: [tableOf(rows)],
      notes,
    })
  }
})
