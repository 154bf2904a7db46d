// A rolling restart under steady cart adds (issue 42's acceptance; docs/deployment.md, "Stopping
// (rolling restarts)"): two API processes on one PostgreSQL behind an nginx upstream, two built
// storefronts using it, and the project's nginx (examples/storefront/deploy/nginx.conf.template)
// with both storefronts in its upstream. Shoppers (`--connections`, each pausing `--pause` ms
// between requests) alternate a guest cart add through the shop's /api (with its Idempotency-Key
// and the CSRF pair, as the SDK sends it) and a page nginx does not keep. Meanwhile storefront 1
// gets SIGTERM, is waited for (its exit time measured) and started again; then API 1 the same
// (`--rounds`: then storefront 2 and API 2, and so on). Prints the answers by status in each
// phase, every 502/504/connection error, each stopped process's exit time, and checks every cart:
// its lines equal the adds answered 2xx (an add whose answer never came is sent again with its
// key, as a shopper's retry, up to 4 times). Exits 1 on a 502, a lost or doubled add, or a
// process that took over 30 s to exit.
// Run: pnpm bench:rolling-restart                 (30 shoppers, 8 s of steady load between steps)
//      pnpm bench:rolling-restart --connections 20 --steady 8 --pause 100 --database drain_bench
//      pnpm bench:rolling-restart --rounds 3       (storefront 1, API 1, storefront 2, API 2, …)
//      pnpm bench:rolling-restart --write          (also bench/results/rolling-restart.json)
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
// the database (`--database`, default rolling_restart_bench) is made afresh and dropped at the end.
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import {
  freePort,
  startServer,
  stopServer,
  waitForServer,
  whileServersRun,
} from '../scripts/processes.ts'
import { writeResult } from './results.ts'
import { apiBalancer, shopProxy } from './rolling-restart-proxies.ts'
import { type Shopper, shopperLoop } from './rolling-restart-shoppers.ts'

const { values: given } = parseArgs({
  options: {
    connections: { type: 'string', default: '30' },
    steady: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '1' },
    pause: { type: 'string', default: '100' },
    database: { type: 'string', default: 'rolling_restart_bench' },
    write: { type: 'boolean', default: false },
  },
})
const CONNECTIONS = Number(given.connections)
const STEADY_MS = Number(given.steady) * 1000
const database = given.database
const server = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).toString()
const root = join(import.meta.dirname, '..')
const LIMIT_SECONDS = 30

const psql = (sql: string) => {
  const run = spawnSync('psql', [server, '-tAc', sql], { encoding: 'utf8' })
  if (run.status !== 0) throw new Error(`psql: ${run.stderr}`)
  return run.stdout.trim()
}
const load = () => loadavg()[0]!.toFixed(1)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const children: ChildProcess[] = []
const stopping = new Set<ChildProcess>()
let died: string | null = null
/** A server the bench watches: one that exits unasked stops the bench. */
function start(name: string, command: string[], options: Parameters<typeof startServer>[2]) {
  const child = startServer(name, command, options)
  child.once('exit', (code, signal) => {
    if (!stopping.has(child)) died ??= `${name} stopped (${signal ?? `exit ${code}`})`
  })
  children.push(child)
  return child
}

interface Role {
  name: string
  port: number
  health: string
  run: () => ChildProcess
  child?: ChildProcess
}
const apiRole = (name: string, port: number): Role => ({
  name,
  port,
  health: `http://127.0.0.1:${port}/health`,
  run: () =>
    start(name, ['node', '--conditions=@matjar/source', 'src/server.ts'], {
      cwd: join(root, 'examples/api'),
      env: {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'error',
        TRUSTED_PROXIES: 'loopback',
        TEST_PAYMENTS: 'instant',
      },
    }),
})
const shopRole = (name: string, port: number, api: string, publicUrl: string): Role => ({
  name,
  port,
  health: `http://127.0.0.1:${port}/health`,
  run: () =>
    start(name, ['node', 'server.ts'], {
      cwd: join(root, 'examples/storefront'),
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        API_URL: api,
        PUBLIC_URL: publicUrl,
        TRUSTED_PROXIES: 'loopback',
      },
    }),
})
async function up(role: Role) {
  role.child = role.run()
  await waitForServer(role.child, role.health, { name: role.name, limitMs: 300_000 })
}
/** SIGTERM, then the seconds until the process exited. */
async function stop(role: Role): Promise<number> {
  const child = role.child!
  stopping.add(child)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const sent = performance.now()
  child.kill('SIGTERM')
  await Promise.race([exited, sleep(60_000)])
  return (performance.now() - sent) / 1000
}

/** nginx from a config made of `text`, in a folder of its own. */
async function nginx(name: string, text: (prefix: string, listen: string) => string) {
  const prefix = mkdtempSync(join(tmpdir(), `matjar-${name}-`))
  process.once('exit', () => rmSync(prefix, { recursive: true, force: true }))
  // nginx started as root serves from an unprivileged worker, which must reach its cache folder.
  chmodSync(prefix, 0o755)
  const port = await freePort()
  writeFileSync(join(prefix, 'nginx.conf'), text(prefix, `127.0.0.1:${port}`))
  const child = start(name, ['nginx', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {})
  return { child, url: `http://127.0.0.1:${port}` }
}
// ── The run ──────────────────────────────────────────────────────────────────────────────────
if (!existsSync(join(root, 'examples/storefront/build/server/index.js'))) {
  console.log('Building the storefront…')
  spawnSync('pnpm', ['--filter', '@matjar/example-storefront', 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
}

await whileServersRun(children, async () => {
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  psql(`CREATE DATABASE "${database}"`)
  const apis = [apiRole('api 1', await freePort()), apiRole('api 2', await freePort())]
  for (const api of apis) await up(api)
  const apiProxy = await nginx('api-nginx', apiBalancer(apis.map((api) => api.port)))
  await waitForServer(apiProxy.child, `${apiProxy.url}/health`, { name: 'the API nginx' })
  const shopPorts = [await freePort(), await freePort()]
  const front = await nginx('nginx', shopProxy(shopPorts))
  const shops = shopPorts.map((port, i) =>
    shopRole(`storefront ${i + 1}`, port, apiProxy.url, front.url),
  )
  for (const shop of shops) await up(shop)
  await waitForServer(front.child, `${front.url}/health`, { name: 'nginx' })

  // Products a guest can add: no selections, stock to spare.
  type Item = { id: number; has_selections: boolean; stock: number }
  const listing = (await (
    await fetch(`${apiProxy.url}/data/products?per_page=100&sort=price_asc`)
  ).json()) as { data: { items: Item[] } }
  const products = listing.data.items
    .filter((item) => !item.has_selections && item.stock > 50)
    .map((item) => item.id)
  if (products.length === 0) throw new Error('no product a guest can add')

  const shopper: Shopper = {
    shop: front.url,
    products,
    csrf: randomBytes(32).toString('hex'),
    pauseMs: Number(given.pause),
  }
  const state = { phase: 'steady', running: true }
  const loadBefore = loadavg()
    .map((figure) => figure.toFixed(2))
    .join(', ')
  console.log(
    `${CONNECTIONS} shoppers through nginx, ${products.length} products to add; load averages ${loadavg()
      .map((figure) => figure.toFixed(2))
      .join(', ')}`,
  )
  const tallies = new Map<string, Record<string, number>>()
  const carts = new Map<string, number>()
  const problems: string[] = []
  const loops = Array.from({ length: CONNECTIONS }, () =>
    shopperLoop(shopper, state, tallies, carts, problems),
  )
  const exits: { process: string; seconds: number }[] = []
  const phase = (name: string) => {
    state.phase = name
  }
  await sleep(STEADY_MS)
  const rounds = Number(given.rounds)
  const order = Array.from({ length: rounds }, (_, round) =>
    [shops[round % 2]!, apis[round % 2]!].map((role) => ({ role, round })),
  ).flat()
  for (const { role, round } of order) {
    if (died) break
    const step = `${rounds > 1 ? `round ${round + 1}: ` : ''}${role.name}`
    phase(`${step} stopping`)
    const seconds = await stop(role)
    exits.push({ process: step, seconds })
    console.log(`${role.name} exited ${seconds.toFixed(1)} s after SIGTERM (load ${load()})`)
    phase(`${step} down, starting again`)
    await up(role)
    phase(`${step}: after it came back`)
    await sleep(STEADY_MS)
  }
  state.running = false
  await Promise.all(loops)
  if (died) throw new Error(`${died}: the figures so far are not a finished run`)

  // Every cart as the API holds it: one line per add answered 2xx, quantity 1 each.
  let lost = 0
  let doubled = 0
  let adds = 0
  for (const [uuid, expected] of carts) {
    const answer = (await (
      await fetch(`${apiProxy.url}/data/product/cart?uuid=${uuid}`)
    ).json()) as { data: { items: { quantity: number }[] } | null }
    const items = answer.data?.items ?? []
    const units = items.reduce((sum, item) => sum + item.quantity, 0)
    adds += expected
    if (items.length < expected || units < expected)
      lost += expected - Math.min(items.length, units)
    if (items.length > expected || units > expected)
      doubled += Math.max(items.length, units) - expected
  }

  const rows = [...tallies].map(([name, statuses]) => [
    name,
    Object.entries(statuses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, count]) => `${status}: ${count.toLocaleString('en')}`)
      .join(', '),
  ])
  console.log('\nphase | answers (first sending of each request; adds sent again: "retry …")')
  for (const row of rows) console.log(row.join(' | '))
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`)
  if (problems.length > 20) console.log(`  … and ${problems.length - 20} more`)
  const bad502 = problems.filter((problem) => problem.includes(' 502')).length
  const slow = exits.filter((exit) => exit.seconds > LIMIT_SECONDS)
  console.log(
    `\n${carts.size} carts, ${adds} adds answered 2xx: ${lost} lost, ${doubled} doubled; 502s: ${bad502}; exits: ${exits.map((exit) => `${exit.process} ${exit.seconds.toFixed(1)} s`).join(', ')}; load ${load()}`,
  )
  if (given.write) {
    writeResult('rolling-restart', {
      title: 'Rolling restart under cart adds',
      measured: new Date().toISOString().slice(0, 16).replace('T', ' '),
      tables: [
        {
          caption: `${CONNECTIONS} shoppers through nginx (a guest cart add, then a page nginx does not keep, ${given.pause} ms apart), ${given.steady} s of steady load between steps, ${given.rounds} round(s) of restarts; answers by the phase each request started in`,
          header: ['Phase', 'Answers'],
          rows,
        },
        {
          header: ['Process', 'Exit after SIGTERM'],
          rows: exits.map((exit) => [exit.process, `${exit.seconds.toFixed(1)} s`]),
        },
      ],
      notes: [
        `${carts.size} carts, ${adds.toLocaleString('en')} adds answered 2xx: ${lost} lost, ${doubled} doubled; ${bad502} answered 502; ${problems.length} answers other than 2xx in all. Load averages (1, 5, 15 min) ${loadBefore} before the run, ${loadavg()
          .map((figure) => figure.toFixed(2))
          .join(', ')} at the end; a CI run shared the 2-core machine.`,
      ],
    })
  }
  for (const child of children) {
    stopping.add(child)
    stopServer(child)
  }
  await sleep(2_000)
  psql(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  if (bad502 > 0 || lost > 0 || doubled > 0 || slow.length > 0) {
    throw new Error('a 502, a lost or doubled add, or a process slower than 30 s to exit')
  }
})
