import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach } from 'vitest'

interface RecordedRequest {
  method: string
  path: string
  query: Record<string, string>
  headers: IncomingMessage['headers']
  body: unknown
}

export interface Reply {
  status: number
  body?: unknown
}

/**
 * A real HTTP server on a random loopback port that records every request and answers with the
 * replies queued for it (the last reply repeats once the queue runs out).
 */
const startRecordingServer = async (replies: Reply[]) => {
  const requests: RecordedRequest[] = []
  const queue = [...replies]
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://localhost')
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body: text ? JSON.parse(text) : undefined,
    })
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!
    res.writeHead(reply.status, { 'content-type': 'application/json' })
    res.end(reply.body === undefined ? '' : JSON.stringify(reply.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** For a test file: `serve(replies)` starts a recording server, and every one closes after each test. */
export const recordingServers = () => {
  const open: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((server) => server.close()))
  })
  return async (replies: Reply[]) => {
    const server = await startRecordingServer(replies)
    open.push(server)
    return server
  }
}
