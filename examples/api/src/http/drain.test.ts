import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PROCESS_START_MS, startApiProcess } from '../test/api-process.ts'
import { rawConnection, refusesConnections } from '../test/raw-connection.ts'

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  `${method} ${path} HTTP/1.1\r\nHost: shop\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`

// SIGTERM as a rolling restart sends it: the process stops taking connections, says "draining" to
// the balancer, finishes what it started, cuts only what outlives DRAIN_SECONDS, and exits.
describe('an API process told to stop', () => {
  let api: ChildProcess
  let port: number
  beforeAll(async () => {
    const started = await startApiProcess(mkdtempSync(join(tmpdir(), 'matjar-drain-')), {
      DRAIN_SECONDS: '5',
      LOG_LEVEL: 'error',
    })
    api = started.server
    port = Number(new URL(started.base).port)
  }, API_PROCESS_START_MS)
  afterAll(() => api.kill('SIGKILL'))

  it('finishes the requests in flight, answers health "draining", refuses new connections and exits', async () => {
    // A balancer's kept-alive connection, and a cart add whose body is half sent.
    const balancer = await rawConnection(port)
    balancer.write(request('GET', '/health'))
    expect((await balancer.answer())?.status).toBe(200)
    const line = JSON.stringify({
      product_id: 1,
      product_type: 'retail',
      quantity: 1,
      uuid: randomUUID(),
    })
    // The server has read a request's headers once it says "100 Continue".
    const cartAdd = await rawConnection(port)
    cartAdd.write(
      request('POST', endpoints.addToCart.path, {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(line)),
        Expect: '100-continue',
      }),
    )
    expect((await cartAdd.answer())?.status).toBe(100)
    cartAdd.write(line.slice(0, 10))
    // A request that never ends: cut at DRAIN_SECONDS so the process still exits.
    const stuck = await rawConnection(port)
    stuck.write(
      request('POST', endpoints.addToCart.path, {
        'Content-Length': '1000',
        Expect: '100-continue',
      }),
    )
    expect((await stuck.answer())?.status).toBe(100)

    const exited = once(api, 'exit')
    api.kill('SIGTERM')
    while (!(await refusesConnections(port))) await new Promise((r) => setTimeout(r, 50))

    balancer.write(request('GET', '/health', { 'Accept-Language': 'ar' }))
    const health = await balancer.answer()
    expect(health?.status).toBe(503)
    expect(health?.headers.connection).toBe('close')
    expect(JSON.parse(health?.body ?? '{}')).toMatchObject({
      message: 'هذا الخادم يتوقف الآن: حاول مرة أخرى بعد قليل',
      data: { state: 'draining' },
    })

    cartAdd.write(line.slice(10))
    const added = await cartAdd.answer()
    expect(added?.status).toBe(200)
    expect(JSON.parse(added?.body ?? '{}').message).toBe('Added to cart')
    expect(added?.headers.connection).toBe('close')

    const [code] = await exited
    expect(code).toBe(0)
    expect(stuck.closed).toBe(true)
  }, 30_000)
})

// A busy process (a long synchronous piece of work) told to stop: the signal comes during one
// request, and a request on a kept connection starts more work before Node handles the signal
// (it does so after the other events it woke for). A connection a proxy opens meanwhile is
// accepted by the kernel and waits for the process to take it: closing the listening socket at
// once reset it, and nginx answered 502 to a cart add (`pnpm bench:rolling-restart`).
const busyScript = `
import { createServer } from 'node:http'
import { drainable } from './drain.ts'
const server = createServer()
const drain = drainable(server, { keepAliveMs: 65_000, drainMs: 5_000 })
server.on('request', (request, response) => {
  if (request.url === '/busy') {
    console.log('busy')
    const until = Date.now() + 800
    while (Date.now() < until) {}
  }
  response.end(request.method)
})
process.once('SIGTERM', () => drain.drain().then(() => process.exit(0)))
server.listen(0, '127.0.0.1', () => console.log('port', server.address().port))
`

describe('a busy API process told to stop', () => {
  it('answers a request whose connection came while it was busy, then exits', async () => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', busyScript], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const lines = child.stdout ?? child
      const [line] = (await once(lines, 'data')) as [Buffer]
      const port = Number(line.toString().trim().split(' ')[1])
      const kept = new Agent({ keepAlive: true, maxSockets: 1 })
      const send = (method: string, path: string, agent: Agent | false = false) =>
        new Promise<IncomingMessage>((resolve, reject) =>
          httpRequest({ port, host: '127.0.0.1', path, method, agent }, resolve)
            .on('error', reject)
            .end(),
        ).then(async (answer) => ({ status: answer.statusCode, body: await answer.toArray() }))
      expect((await send('GET', '/', kept)).status).toBe(200)
      const first = send('GET', '/busy')
      await once(lines, 'data') // busy
      const second = send('GET', '/busy', kept)
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      await once(lines, 'data') // busy again, before the signal is handled
      const cartAdd = send('POST', '/cart')
      expect((await first).status).toBe(200)
      expect((await second).status).toBe(200)
      expect(String((await cartAdd).body)).toBe('POST')
      const [code] = await exited
      expect(code).toBe(0)
    } finally {
      child.kill('SIGKILL')
    }
  }, 20_000)
})
