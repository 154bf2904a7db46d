import type { ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync } from 'node:fs'
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
