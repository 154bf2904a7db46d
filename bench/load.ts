// The shop under a crowd (docs/architecture.md, "Scaling out, and the worst day"): the shopper mix
// sent by 10, 50 and 200 connections at once, each sending its next request as soon as the last
// answered (bench/load-run.ts), to
//   - one API and two API replicas (the connections split between them, as a balancer would),
//     their in-memory answers off (every read reaches PostgreSQL) and on;
//   - the storefront directly, and through the project's nginx (examples/storefront/deploy), with
//     pages nginx keeps (hits) and pages it cannot (a new address each time: misses).
// Prints requests per second, p50/p95/p99 and the answers by status; a 503 must carry Retry-After.
// Every server runs as its own process on one PostgreSQL; when one dies the run stops at once with
// the figures so far and exits 1 (it never waits for a dead server).
// Run: pnpm bench:load                 (1,000-product shop, 10 s per step)
//      pnpm bench:load --seconds 20 --connections 10,50,200 --size 1000
//      pnpm bench:load --write         (also bench/results/load.json and docs/performance.md)
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the shop lives in its database load_bench_<size>, grown on the first run and kept.

import { spawnSync } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { freePort, startServer, waitForServer, whileServersRun } from '../scripts/processes.ts'
import { type LoadFigures, type LoadRequest, runLoad } from './load-run.ts'
import { writeResult } from './results.ts'
import { SHOPPER_CALLS, type ShopFacts, shopFacts } from './scale-calls.ts'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`)
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback
}
const SECONDS = Number(option('seconds', '10'))
const CONNECTIONS = option('connections', '10,50,200').split(',').map(Number)
const SIZE = Number(option('size', '1000'))
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const root = join(import.meta.dirname, '..')
const database = `load_bench_${SIZE}`
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString()

const psql = (url: string, sql: string) => {
  const run = spawnSync('psql', [url, '-tAc', sql], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`)
  return run.stdout.trim()
}

const children: ReturnType<typeof startServer>[] = []
let died: string | null = null
/** Starts a server and watches it: a server that exits while the bench runs stops the bench. */
function start(name: string, command: string[], options: Parameters<typeof startServer>[2]) {
  const child = startServer(name, command, options)
  child.once('exit', (code, signal) => {
    died ??= `${name} stopped (${signal ?? `exit ${code}`})`
  })
  children.push(child)
  return child
}
/** Waits for `child` to answer at `url`; the bench stops when any of its servers has died. */
const ready = (child: ReturnType<typeof startServer>, url: string, name: string) =>
  waitForServer(child, url, { name, limitMs: 600_000 })
const apiEnv = (port: number, cached: boolean) => ({
  PORT: String(port),
  DATABASE_URL: databaseUrl,
  SEED_SIZE: String(SIZE),
  LOG_LEVEL: 'error',
  TRUSTED_PROXIES: 'loopback',
  MEDIA_DIR: join(root, 'examples/api/.data/media'),
  TEST_PAYMENTS: 'instant',
  ...(cached ? {} : { READ_CACHE_SECONDS: '0' }),
})
async function startApi(name: string, cached: boolean) {
  const port = await freePort()
  const child = start(name, ['node', '--conditions=@matjar/source', 'src/server.ts'], {
    cwd: join(root, 'examples/api'),
    env: apiEnv(port, cached),
  })
  const url = `http://127.0.0.1:${port}`
  await ready(child, `${url}/health`, name)
  return url
}

// ── The shopper mix ──────────────────────────────────────────────────────────────────────────
const any = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
/** Each simulated shopper has an address of its own (the API believes X-Forwarded-For from loopback). */
const shopperAddress = () =>
  `10.${any([1, 2, 3])}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`

/** One of the API's shopper calls (bench/scale-calls.ts), to one of `apis` in turn. */
function apiMix(apis: string[], facts: ShopFacts) {
  let turn = 0
  return (): LoadRequest => {
    const call = any(SHOPPER_CALLS).request(facts)
    return {
      url: `${apis[turn++ % apis.length]}${call.path}`,
      method: call.method ?? 'GET',
      headers: {
        'accept-language': call.language,
        'content-type': 'application/json',
        'x-forwarded-for': shopperAddress(),
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    }
  }
}

/**
 * The shop's pages and one cart add in ten through its /api proxy (with the CSRF pair a browser
 * has). `miss`: each page address is new (a query nginx keys on and the shop ignores).
 */
function shopMix(shop: string, facts: ShopFacts, miss: boolean) {
  const csrf = randomBytes(32).toString('hex')
  const pages = [
    '/',
    '/ar',
    '/products',
    '/ar/products',
    '/offers',
    ...facts.plainProducts.slice(0, 8).flatMap((id) => [`/product/${id}`, `/ar/product/${id}`]),
  ]
  return (): LoadRequest => {
    if (Math.random() < 0.1) {
      return {
        url: `${shop}/api/actions/product/add-to-cart`,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `csrf_token=${csrf}`,
          'x-csrf-token': csrf,
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({
          product_id: any(facts.plainProducts),
          product_type: 'retail',
          quantity: 1,
          uuid: randomUUID(),
        }),
      }
    }
    const page = any(pages)
    return { url: `${shop}${page}${miss ? `?visit=${randomUUID()}` : ''}` }
  }
}

// ── The run ──────────────────────────────────────────────────────────────────────────────────
interface Step {
  name: string
  next: () => LoadRequest
}
const rows: string[][] = []
const ms = (value: number) =>
  value < 10 ? value.toFixed(1) : Math.round(value).toLocaleString('en')
const answers = (figures: LoadFigures) =>
  Object.entries(figures.statuses)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}: ${count.toLocaleString('en')}`)
    .join(', ')

async function measure(step: Step) {
  for (const connections of CONNECTIONS) {
    if (died) return
    const figures = await runLoad(step.next, {
      connections,
      seconds: SECONDS,
      stillRunning: () => !died,
    })
    const row = [
      step.name,
      String(connections),
      Math.round(figures.perSecond).toLocaleString('en'),
      ms(figures.p50),
      ms(figures.p95),
      ms(figures.p99),
      answers(figures),
      String(figures.unannounced503),
      loadavg()[0]!.toFixed(1),
    ]
    rows.push(row)
    console.log(row.join(' | '))
    // The next step starts on a quiet machine: what the last one queued drains first.
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}

if (!psql(server, `select 1 from pg_database where datname = '${database}'`)) {
  psql(server, `create database "${database}"`)
}
if (!existsSync(join(root, 'examples/storefront/build/server/index.js'))) {
  console.log('Building the storefront…')
  spawnSync('pnpm', ['--filter', './examples/storefront', 'build'], { cwd: root, stdio: 'inherit' })
}

await whileServersRun(children, async () => {
  const first = await startApi('api 1', false)
  psql(databaseUrl, 'VACUUM ANALYZE') // after the first start grew the shop, as autovacuum would
  const second = await startApi('api 2', false)
  const cached = await startApi('api cached', true)
  const facts = await shopFacts(first)
  const shopPort = await freePort()
  const shop = `http://127.0.0.1:${shopPort}`
  const storefront = start('storefront', ['node', 'server.ts'], {
    cwd: join(root, 'examples/storefront'),
    env: {
      NODE_ENV: 'production',
      PORT: String(shopPort),
      API_URL: first,
      PUBLIC_URL: shop,
      TRUSTED_PROXIES: 'loopback',
    },
  })
  await ready(storefront, `${shop}/`, 'the storefront')
  const nginxPort = await freePort()
  const nginx = `http://127.0.0.1:${nginxPort}`
  const proxy = start(
    'nginx',
    [
      'bash',
      join(root, 'examples/storefront/deploy/start-nginx.sh'),
      `127.0.0.1:${nginxPort}`,
      `127.0.0.1:${shopPort}`,
    ],
    {},
  )
  await ready(proxy, `${nginx}/`, 'nginx')

  console.log(
    `${SIZE.toLocaleString('en')}-product shop on PostgreSQL; ${SECONDS} s per step; load average ${loadavg()[0]!.toFixed(1)} before the run`,
  )
  console.log(
    'step | connections | req/s | p50 ms | p95 ms | p99 ms | answers | 503 without Retry-After | load',
  )
  await measure({ name: 'API, 1 replica, uncached reads', next: apiMix([first], facts) })
  await measure({ name: 'API, 2 replicas, uncached reads', next: apiMix([first, second], facts) })
  await measure({ name: 'API, 1 replica, in-memory answers on', next: apiMix([cached], facts) })
  await measure({ name: 'storefront directly', next: shopMix(shop, facts, false) })
  await measure({ name: 'through nginx, pages kept (hits)', next: shopMix(nginx, facts, false) })
  await measure({
    name: 'through nginx, new addresses (misses)',
    next: shopMix(nginx, facts, true),
  })
  if (died) throw new Error(`${died}: the figures above are all there are`)

  if (args.includes('--write')) {
    writeResult('load', {
      title: 'Under a crowd',
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      tables: [
        {
          caption: `${SIZE.toLocaleString('en')}-product shop on PostgreSQL, ${SECONDS} s per step, the load generator on the same 2-core machine`,
          header: [
            'Step',
            'Connections',
            'req/s',
            'p50 ms',
            'p95 ms',
            'p99 ms',
            'Answers',
            '503 without Retry-After',
            'Load average',
          ],
          rows,
        },
      ],
    })
  }
})
