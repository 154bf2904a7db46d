// The conformance kit as CI runs it: the reference API started once (fresh embedded database),
// the kit's built `conformance` command run against it (it must pass), then against backends that
// each break one rule of the contract — HTTP proxies in front of the same API — and each of those
// runs must fail, naming the rule. One of them hands every call carrying a secret to another
// local server with a 307: that server must receive nothing. A partial backend (the catalogue and
// the cart only, everything else answered as an unknown path) must pass with
// `--only catalogue,cart`, and fail naming the request when one of its answers is wrong.
// Prints a line per run; exits 1 if any run did otherwise.
// The packages must be built (`pnpm build`): the kit runs from packages/conformance/dist.
// Run: node scripts/conformance.ts   (CONFORMANCE_KEEP=1 keeps the reports in the temp folder)
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brokenBackends, redirectingTo } from '../packages/conformance/test/broken-backends.ts'
import { servingOnly } from '../packages/conformance/test/partial-backend.ts'
import { freePort, startServer, stopServer, waitFor } from './processes.ts'

const root = join(import.meta.dirname, '..')
const bin = join(root, 'packages', 'conformance', 'dist', 'cli.js')
if (!existsSync(bin))
  throw new Error('packages/conformance/dist is missing: run `pnpm build` first.')
const work = mkdtempSync(join(tmpdir(), 'matjar-conformance-'))
const outbox = join(work, 'outbox')
/** The back office's token the API is started with, so that the kit checks its calls too. */
const staffToken = `conformance-staff-${process.pid}-token`
const say = (text: string) => console.log(`[conformance] ${text}`)

type Wrap = (inner: typeof fetch) => typeof fetch

/** A proxy in front of the API that breaks one rule; each says it is a client of its own. */
const proxy = async (wrap: Wrap, apiUrl: string, client: string): Promise<Server> => {
  const forward = wrap(fetch)
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string' && name !== 'host') headers.set(name, value)
    }
    headers.set('x-forwarded-for', client)
    const method = incoming.method ?? 'GET'
    const answer = await forward(`${apiUrl}${incoming.url ?? '/'}`, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    })
    const passed = [...answer.headers].filter(([name]) => name !== 'content-encoding')
    outgoing.writeHead(answer.status, Object.fromEntries(passed))
    outgoing.end(Buffer.from(await answer.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return server
}

/** Runs the kit's command; its exit code, its output and the rules its JSON report failed. */
const runKit = (name: string, url: string, extra: string[]) =>
  new Promise<{ code: number | null; output: string; failedRules: string[]; seconds: string }>(
    (resolve) => {
      const started = Date.now()
      const reportDir = join(work, name)
      const kit = spawn(process.execPath, [
        bin,
        url,
        '--mail-outbox',
        outbox,
        '--staff-token',
        staffToken,
        '--report-dir',
        reportDir,
        ...extra,
      ])
      let output = ''
      kit.stdout.on('data', (chunk: Buffer) => (output += chunk))
      kit.stderr.on('data', (chunk: Buffer) => (output += chunk))
      kit.on('exit', (code) => {
        const report = join(reportDir, 'report.json')
        const rules = existsSync(report)
          ? (
              JSON.parse(readFileSync(report, 'utf8')) as {
                rules: { id: string; failed: number }[]
              }
            ).rules
          : []
        const failedRules = rules.filter((rule) => rule.failed > 0).map((rule) => rule.id)
        resolve({ code, output, failedRules, seconds: ((Date.now() - started) / 1000).toFixed(1) })
      })
    },
  )

const apiPort = await freePort()
const apiUrl = `http://127.0.0.1:${apiPort}`
const api = startServer('api', [process.execPath, '--conditions=@matjar/source', 'src/server.ts'], {
  cwd: join(root, 'examples', 'api'),
  env: {
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    PGLITE_DIR: join(work, 'pglite'),
    MAIL_OUTBOX_DIR: outbox,
    ADMIN_TOKEN: staffToken,
    // The proxies below say which client they speak for, as a shop's load balancer would.
    TRUSTED_PROXIES: 'loopback',
  },
})
const proxies: Server[] = []
let failures = 0
try {
  const startedApi = Date.now()
  await waitFor(`${apiUrl}/health`, { name: 'The reference API', limitMs: 300_000 })
  say(`reference API at ${apiUrl} (up in ${((Date.now() - startedApi) / 1000).toFixed(1)} s)`)
  // The other host of the redirecting backend: it keeps what it is sent (nothing, if all is well).
  const received: string[] = []
  const elsewhere = createServer((incoming, outgoing) => {
    received.push(`${incoming.method} ${incoming.url}`)
    outgoing.writeHead(200, { 'content-type': 'application/json' }).end('{"message":""}')
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  proxies.push(elsewhere)
  const elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as { port: number }).port}`
  const only = ['catalogue', 'cart']
  const cartWithoutItems = brokenBackends.find((broken) => broken.name === 'cart-without-items')!
  const backends: {
    name: string
    wrap: Wrap
    rule: string | null
    args?: string[]
    says?: string
  }[] = [
    ...brokenBackends,
    { ...redirectingTo(elsewhereUrl), says: 'the kit does not follow redirects' },
    {
      name: 'partial-catalogue-cart',
      wrap: servingOnly(only),
      rule: null,
      args: ['--only', only.join(',')],
    },
    {
      name: 'partial-cart-without-items',
      wrap: (inner) => servingOnly(only)(cartWithoutItems.wrap(inner)),
      rule: 'fields',
      args: ['--only', only.join(',')],
      says: 'GET /data/product/cart',
    },
  ]
  const runs: { name: string; url: string; rule: string | null; args?: string[]; says?: string }[] =
    [{ name: 'reference-api', url: apiUrl, rule: null }]
  for (const [index, backend] of backends.entries()) {
    const server = await proxy(backend.wrap, apiUrl, `198.18.0.${index + 1}`)
    proxies.push(server)
    const { port } = server.address() as { port: number }
    runs.push({ ...backend, url: `http://127.0.0.1:${port}` })
  }
  for (const run of runs) {
    const result = await runKit(run.name, run.url, run.args ?? [])
    const asExpected =
      (run.rule === null
        ? result.code === 0
        : result.code === 1 &&
          result.failedRules.includes(run.rule) &&
          result.output.includes(`[${run.rule}]`)) &&
      (run.says === undefined || result.output.includes(run.says)) &&
      received.length === 0
    const expected = run.rule === null ? 'passes' : `fails naming "${run.rule}"`
    const got =
      result.code === 0
        ? 'passed'
        : `exit ${result.code}, failed rules: ${result.failedRules.join(', ') || 'none'}`
    say(
      `${asExpected ? 'ok ' : 'NOT'} ${run.name.padEnd(26)} ${expected.padEnd(28)} ${got} (${result.seconds} s)`,
    )
    if (!asExpected) {
      failures += 1
      console.log(result.output)
      if (received.length > 0)
        say(
          `another host received ${received.length} request(s): ${received.slice(0, 5).join(', ')}`,
        )
    }
  }
} finally {
  for (const server of proxies) server.close()
  stopServer(api)
  if (!process.env.CONFORMANCE_KEEP) rmSync(work, { recursive: true, force: true })
  else say(`reports kept in ${work}`)
}
if (failures > 0) {
  say(`${failures} run(s) did not go as the kit promises`)
  process.exit(1)
}
say('the reference API conforms; every broken backend was caught by its rule')
