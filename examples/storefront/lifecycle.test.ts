import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { Agent, type IncomingMessage, request } from 'node:http'
import { connect } from 'node:net'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The storefront's server as a process, with a route that answers once its body has come: told
// to stop (SIGTERM, a rolling restart), it finishes that request, tells the balancer "draining"
// on a connection it already had, refuses new connections and exits.
const serverScript = `
import express from 'express'
import { serveUntilStopped } from './lifecycle.ts'
const app = express()
const lifecycle = serveUntilStopped(app, { port: 0, host: '127.0.0.1', env: { DRAIN_SECONDS: '5' } })
app.post('/cart', (request, response) => {
  let received = 0
  request.on('data', (chunk) => { received += chunk.length })
  request.on('end', () => response.json({ received }))
})
const server = lifecycle.start(() =>
  console.log('port', server.address().port, server.keepAliveTimeout, server.headersTimeout),
)
`

const answerOf = (response: IncomingMessage) =>
  new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>(
    (resolve, reject) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
      response.on('error', reject)
    },
  )

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', () => resolve(true))
  })

describe('the storefront told to stop', () => {
  let shop: ChildProcess
  let port = 0
  let keepAlive: number[] = []
  beforeAll(async () => {
    shop = spawn(process.execPath, ['--input-type=module', '-e', serverScript], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const [line] = (await once(shop.stdout ?? shop, 'data')) as [Buffer]
    const [, ...numbers] = line.toString().trim().split(' ').map(Number)
    port = numbers[0] ?? 0
    keepAlive = numbers.slice(1)
  })
  afterAll(() => shop.kill('SIGKILL'))

  it('keeps an idle connection longer than nginx keeps its own to it (the template)', async () => {
    const template = await readFile(join(import.meta.dirname, 'deploy/nginx.conf.template'), 'utf8')
    // nginx's default when the template says nothing is 60 s.
    const nginx = Number(/keepalive_timeout (\d+)s;/.exec(template)?.[1] ?? 60) * 1000
    const [idle = 0, headers = 0] = keepAlive
    expect(idle).toBeGreaterThan(nginx)
    // Node's rule: the time allowed for a request's headers outlasts the keep-alive wait.
    expect(headers).toBeGreaterThan(idle)
  })

  it('finishes a request in flight, answers /health "draining" and exits', async () => {
    // A balancer's kept-alive connection.
    const balancer = new Agent({ keepAlive: true, maxSockets: 1 })
    const health = () =>
      new Promise<IncomingMessage>((resolve, reject) =>
        request({ port, host: '127.0.0.1', path: '/health', agent: balancer }, resolve)
          .on('error', reject)
          .end(),
      ).then(answerOf)
    expect(await health()).toMatchObject({ status: 200, body: '{"status":"ok"}' })
    // A cart add whose body has not all come yet: the server has read its headers once it
    // says "100 Continue".
    const cartAdd = request({
      port,
      host: '127.0.0.1',
      path: '/cart',
      method: 'POST',
      headers: { 'Content-Length': '20', Expect: '100-continue' },
      agent: false,
    })
    const added = new Promise<IncomingMessage>((resolve, reject) =>
      cartAdd.on('response', resolve).on('error', reject),
    ).then(answerOf)
    cartAdd.flushHeaders()
    await once(cartAdd, 'continue')
    cartAdd.write('0123456789')

    const exited = once(shop, 'exit')
    shop.kill('SIGTERM')
    while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 50))
    const draining = await health()
    expect(draining).toMatchObject({ status: 503, body: '{"status":"draining"}' })
    expect(draining.headers.connection).toBe('close')
    expect(draining.headers['retry-after']).toBe('30')

    cartAdd.end('0123456789')
    expect(await added).toMatchObject({ status: 200, body: '{"received":20}' })
    const [code] = await exited
    expect(code).toBe(0)
  }, 20_000)
})

// A busy storefront told to stop. The signal comes while a page renders, and a request from
// nginx on a kept connection starts another render before the signal is handled (Node handles
// signals after the other events it was woken for); a connection nginx opens meanwhile is
// accepted by the kernel, waiting for the process to take it. Closing the listening socket
// then reset it (nginx answered 502 to a cart add in `pnpm bench:rolling-restart`).
const busyScript = `
import express from 'express'
import { serveUntilStopped } from './lifecycle.ts'
const app = express()
const lifecycle = serveUntilStopped(app, { port: 0, host: '127.0.0.1', env: { DRAIN_SECONDS: '5' } })
app.get('/ping', (_request, response) => response.send('pong'))
app.get('/render', (_request, response) => {
  console.log('rendering')
  const until = Date.now() + 800
  while (Date.now() < until) {}
  response.send('page')
})
app.post('/cart', (_request, response) => response.send('added'))
const server = lifecycle.start(() => console.log('port', server.address().port))
`

describe('a busy storefront told to stop', () => {
  it('answers a request whose connection came while it was busy, then exits', async () => {
    const shop = spawn(process.execPath, ['--input-type=module', '-e', busyScript], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    try {
      const lines = shop.stdout ?? shop
      const [line] = (await once(lines, 'data')) as [Buffer]
      const port = Number(line.toString().trim().split(' ')[1])
      const kept = new Agent({ keepAlive: true, maxSockets: 1 })
      const send = (method: string, path: string, agent: Agent | false = false) =>
        new Promise<IncomingMessage>((resolve, reject) =>
          request({ port, host: '127.0.0.1', path, method, agent }, resolve)
            .on('error', reject)
            .end(),
        ).then(answerOf)
      expect((await send('GET', '/ping', kept)).body).toBe('pong')
      const page = send('GET', '/render')
      await once(lines, 'data') // the first render: the process is busy
      const nextPage = send('GET', '/render', kept)
      const exited = once(shop, 'exit')
      shop.kill('SIGTERM')
      await once(lines, 'data') // the second render, before the signal is handled
      const cartAdd = send('POST', '/cart')
      expect(await page).toMatchObject({ status: 200, body: 'page' })
      expect(await nextPage).toMatchObject({ status: 200, body: 'page' })
      expect(await cartAdd).toMatchObject({ status: 200, body: 'added' })
      const [code] = await exited
      expect(code).toBe(0)
    } finally {
      shop.kill('SIGKILL')
    }
  }, 20_000)
})
