// What one request can make the storefront hold, and whether bad requests ever fail it (issue 43):
// starts the API on a fresh embedded database and the built storefront (build it first:
// pnpm --filter @matjar/example-storefront build), posts 20 MB forms to /auth, /back-office and an
// account form (with Content-Length and without), prints the shop's resident memory before and
// after, then sends 2,400 requests of bad bodies, methods, content types and cookies and prints
// their statuses, the 5xx and the stack-trace lines the shop logged. Exits 1 on any 5xx or stack.
// Run: pnpm bench:storefront-bodies (BENCH_API_PORT, BENCH_SHOP_PORT to move it off 4397, 3397).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const apiPort = Number(process.env.BENCH_API_PORT ?? 4397)
const shopPort = Number(process.env.BENCH_SHOP_PORT ?? 3397)
const shop = `http://127.0.0.1:${shopPort}`
const MB = 1024 * 1024
const FUZZED = 2400
const CSRF = 'ab'.repeat(32)

let logged = ''
const started = (child: ChildProcess) => {
  child.stdout?.on('data', (chunk: Buffer) => {
    logged += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    logged += chunk.toString()
  })
  return child
}
const api = spawn('node', ['--conditions=@matjar/source', 'src/server.ts'], {
  cwd: 'examples/api',
  env: {
    ...process.env,
    PORT: String(apiPort),
    PGLITE_DIR: mkdtempSync(join(tmpdir(), 'matjar-bench-bodies-')),
    DATABASE_URL: '',
    ADMIN_TOKEN: 'bench-staff-token-0123456789',
    TRUSTED_PROXIES: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const rssMiB = () => {
  const status = readFileSync(`/proc/${storefront?.pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

interface Sent {
  method?: string
  headers?: Record<string, string>
  body?: Buffer
  /** Bytes of `a` to stream, stopped as soon as the answer comes. */
  size?: number
  declared?: boolean
}

/** One request on a connection of its own: its status (0 when the connection failed). */
const send = (path: string, { method = 'POST', headers = {}, body, size = 0, declared }: Sent) =>
  new Promise<number>((resolve) => {
    let answered = false
    const length = body ? { 'Content-Length': String(body.length) } : {}
    const outgoing = httpRequest(`${shop}${path}`, {
      method,
      agent: false,
      // Streamed without a length: said so (Node's client frames no DELETE or OPTIONS body itself).
      headers: {
        ...headers,
        ...length,
        ...(size > 0
          ? declared
            ? { 'Content-Length': String(size) }
            : { 'Transfer-Encoding': 'chunked' }
          : {}),
      },
    })
    outgoing.on('error', () => (answered ? undefined : resolve(0)))
    outgoing.on('response', (response) => {
      answered = true
      response.resume()
      response.on('end', () => {
        resolve(response.statusCode ?? 0)
        outgoing.destroy()
      })
    })
    if (body) return outgoing.end(body)
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sent = 0
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.length
        if (!outgoing.write(chunk)) return outgoing.once('drain', pump)
      }
      if (!answered) outgoing.end()
    }
    pump()
  })

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T

/** Waits until `url` answers 200 (five minutes at most: the API's first start seeds its shop). */
const ready = async (url: string) => {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${url} did not answer within 5 minutes`)
}

let storefront: ChildProcess | undefined
const startShop = () =>
  started(
    spawn('node', ['server.ts'], {
      cwd: 'examples/storefront',
      env: {
        ...process.env,
        PORT: String(shopPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        PUBLIC_URL: shop,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
try {
  await ready(`http://127.0.0.1:${apiPort}/health`)
  storefront = startShop()
  await ready(`${shop}/`)
  for (let i = 0; i < 20; i++) await fetch(`${shop}/${i % 2 ? 'ar' : ''}`).then((r) => r.text())
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' }
  const signedIn = { ...form, Cookie: `_token=bench; csrf_token=${CSRF}` }
  const big: [string, Sent][] = []
  for (const declared of [true, false]) {
    big.push([
      '/auth',
      { headers: { ...form, Cookie: `csrf_token=${CSRF}` }, size: 20 * MB, declared },
    ])
    big.push(['/back-office', { headers: form, size: 20 * MB, declared }])
    big.push(['/ar/user-profile/profile', { headers: signedIn, size: 20 * MB, declared }])
  }
  // Only what the requests below make the shop write.
  logged = ''
  // Two rounds first, apart: the first refusals also compile their code and size the heap.
  const fresh = rssMiB()
  const warmUp = [
    ...(await Promise.all(big.map(([path, sent]) => send(path, sent)))),
    ...(await Promise.all(big.map(([path, sent]) => send(path, sent)))),
  ]
  const before = rssMiB()
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB())
  }, 20)
  const bigStatuses = []
  const rounds: string[] = []
  for (let round = 0; round < 3; round++) {
    bigStatuses.push(...(await Promise.all(big.map(([path, sent]) => send(path, sent)))))
    rounds.push(rssMiB().toFixed(1))
  }
  clearInterval(sampler)
  const after = rssMiB()
  const stillUp = (await fetch(`${shop}/`)).status
  console.log(
    `${bigStatuses.length} forms of 20 MB (/auth, /back-office, an account form; with and without Content-Length) after ${warmUp.length} first (statuses ${JSON.stringify(count(warmUp))}, shop resident memory ${fresh.toFixed(1)} → ${before.toFixed(1)} MiB): statuses ${JSON.stringify(count(bigStatuses))}; shop resident memory before ${before.toFixed(1)} MiB, after each round of 6 ${rounds.join(', ')} MiB, peak ${peak.toFixed(1)} MiB, after ${after.toFixed(1)} MiB; home page afterwards ${stillUp}`,
  )

  // Bad requests: every path a shopper or a script can post to, with what a page never sends.
  const paths = [
    '/',
    '/_root.data',
    '/auth',
    '/ar/auth',
    '/auth.data',
    '/auth?page=_forget_password',
    '/back-office',
    '/ar/back-office',
    '/user-profile',
    '/user-profile/profile',
    '/ar/user-profile/points',
    '/user-profile/addresses',
    '/user-profile/orders/1',
    '/user-profile/wallet',
    '/sign-out',
    '/ar/sign-out',
    '/product/1',
    '/language/ar',
    '/api/cart',
    '/api/actions/contact',
    '/api/auth/login',
    '/nowhere',
  ] as const
  const methods = ['POST', 'POST', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'GET'] as const
  const types = [
    null,
    'text/plain',
    'application/json',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=zz',
    'multipart/form-data',
    'application/octet-stream',
    '*/*',
  ] as const
  const bodies = [
    '',
    'a=b',
    '{"email":"x"}',
    'intent=login&email=a%40b.c&password=x',
    `intent=forgot&email=a%40b.c&csrf_token=${CSRF}`,
    `intent=convert&points=9e99&csrf_token=${CSRF}`,
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--zz--\r\n',
    '--zz\r\ngarbage',
    '%%%=%%%&&&',
    'intent=open&token=x',
    '\u0000\u0001\u0002',
    'x'.repeat(70 * 1024),
  ] as const
  const cookies = [
    null,
    '_token=x',
    `_token=x; csrf_token=${CSRF}`,
    `csrf_token=${CSRF}`,
    'csrf_token=zz',
    'lang=ar; lang=en',
    'matjar_staff=x',
    '_token=; _token=y',
  ] as const
  const sites = [null, 'same-origin', 'cross-site'] as const
  const statuses: number[] = []
  const failed: string[] = []
  const fuzzStarted = performance.now()
  for (let n = 0; n < FUZZED; n += 8) {
    const batch = Array.from({ length: 8 }, (_, k) => {
      const i = n + k
      const headers: Record<string, string> = {}
      const type = pick(types, i * 7 + 1)
      if (type) headers['Content-Type'] = type
      const cookie = pick(cookies, i * 5 + 3)
      if (cookie) headers.Cookie = cookie
      const site = pick(sites, i * 11)
      if (site) headers['Sec-Fetch-Site'] = site
      if (i % 13 === 0) headers['X-CSRF-Token'] = CSRF
      const chunked = i % 17 === 0
      const body = Buffer.from(pick(bodies, i * 3 + 2))
      const path = pick(paths, i)
      const method = pick(methods, i * 13 + 5)
      return send(path, { method, headers, ...(chunked ? { size: 100 * 1024 } : { body }) }).then(
        (status) => {
          if (status >= 500 || status === 0)
            failed.push(
              `${method} ${path} ${chunked ? 'chunked' : body.length} ${JSON.stringify(headers)}: ${status}`,
            )
          return status
        },
      )
    })
    statuses.push(...(await Promise.all(batch)))
  }
  const seconds = (performance.now() - fuzzStarted) / 1000
  const failures = statuses.filter((status) => status >= 500 || status === 0).length
  const stackLines = logged.split('\n').filter((line) => /^\s+at /.test(line)).length
  const logLines = logged.split('\n').filter(Boolean).length
  console.log(
    `${statuses.length} bad requests in ${seconds.toFixed(1)} s: statuses ${JSON.stringify(count(statuses))}; 5xx or no answer: ${failures}; the shop logged ${logLines} lines, ${stackLines} of them stack frames; shop resident memory after ${rssMiB().toFixed(1)} MiB`,
  )
  if (
    failures > 0 ||
    stackLines > 0 ||
    [...warmUp, ...bigStatuses].some((status) => status !== 413)
  ) {
    console.log(failed.join('\n'))
    console.log(logged.slice(0, 4000))
    process.exitCode = 1
  }
} finally {
  storefront?.kill('SIGTERM')
  api.kill('SIGTERM')
}

function count(statuses: number[]) {
  const counts: Record<number, number> = {}
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1
  return counts
}
