// Serves a built consumer app for bench/consumer-scope.ts: its files, and `/api/…` handed to a
// backend's fetch (the in-memory backend the Matjar app calls).
import { existsSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** Serves `dist` as files, and `/api/…` from `api` (a fetch answering at `apiOrigin`). */
export function serve(dist: string, port: number, api?: { fetch: typeof fetch; url: string }) {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`)
    if (api && url.pathname.startsWith('/api/')) {
      const chunks: Buffer[] = []
      for await (const chunk of request) chunks.push(chunk as Buffer)
      const headers = new Headers()
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') headers.set(name, value)
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined
      const answer = await api.fetch(`${api.url}${url.pathname.slice(4)}${url.search}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body && request.method !== 'GET' && request.method !== 'HEAD' ? { body } : {}),
      })
      const outgoing: Record<string, string | string[]> = {}
      answer.headers.forEach((value, name) => {
        outgoing[name] = value
      })
      const cookies = answer.headers.getSetCookie()
      if (cookies.length > 0) outgoing['set-cookie'] = cookies
      response.writeHead(answer.status, outgoing)
      response.end(Buffer.from(await answer.arrayBuffer()))
      return
    }
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname)
    const file = join(dist, path)
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    response.end(readFileSync(file))
  })
  return new Promise<Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}

export const close = (server: Server) => new Promise((resolve) => server.close(resolve))
