import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createMemoryBackend } from '@matjar/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { runConformance } from '../src/run.ts'
import { redirectingTo } from './broken-backends.ts'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

/** An HTTP server on a free local port answering with `handle`; its address. */
const serve = async (handle: (request: Request) => Promise<Response>): Promise<string> => {
  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of incoming) chunks.push(chunk as Buffer)
    const method = incoming.method ?? 'GET'
    const headers = new Headers()
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const request = new Request(`http://${incoming.headers.host}${incoming.url ?? '/'}`, {
      method,
      headers,
      ...(method === 'GET' || method === 'HEAD' ? {} : { body: Buffer.concat(chunks) }),
    })
    const answer = await handle(request)
    outgoing.writeHead(answer.status, Object.fromEntries(answer.headers))
    outgoing.end(Buffer.from(await answer.arrayBuffer()))
  })
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`
}

describe('a backend that redirects elsewhere', () => {
  it('is not followed: the other host receives nothing, and each hop is a failure', async () => {
    // The other host keeps everything it is sent.
    const received: string[] = []
    const elsewhere = await serve(async (request) => {
      received.push(`${request.method} ${request.url} ${await request.text()}`)
      return Response.json({ message: 'Welcome', data: { token: 'stolen' } })
    })
    const backend = createMemoryBackend()
    const redirecting = redirectingTo(elsewhere).wrap((input, init) => backend.fetch(input, init))
    const shop = await serve((request) => redirecting(request))

    const report = await runConformance({
      apiUrl: shop,
      account: { email: 'layla@example.com', password: 'Conformance#2026' },
      staffToken: 'matjar-test-staff-token',
    })

    expect(received).toEqual([])
    expect(report.ok).toBe(false)
    const details = report.checks.flatMap((check) =>
      check.outcome === 'fail' ? (check.detail ?? '').split('\n') : [],
    )
    expect(details).toContain(
      `POST /auth/login answered 307 to ${elsewhere}/auth/login: the kit does not follow redirects`,
    )
    expect(details).toContain(
      `GET /shop/orders answered 307 to ${elsewhere}/shop/orders: the kit does not follow redirects`,
    )
    expect(report.rules.find((rule) => rule.id === 'status')?.failed).toBeGreaterThan(0)
  }, 60_000)
})
