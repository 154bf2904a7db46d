import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createMemoryBackend, type MemoryBackend } from './backend/memory-backend.ts'

/** Where the fixtures name their pictures; a served backend answers them itself. */
const FIXTURE_PICTURES = 'https://cdn.example.com/'
/** Units given to a product (or colour) the fixtures have sold out, when `restock` is on. */
const RESTOCKED_UNITS = 25

export interface ServeMemoryBackendOptions {
  /** The port to listen on; 4100 by default (0: any free port). */
  port?: number
  /** The interface to listen on; 127.0.0.1 by default. */
  host?: string
  /**
   * Every sold-out product and colour of the fixtures gets stock (25 units), so that a shop's
   * first listed product can be added to the cart. On by default; `false` keeps the fixtures'
   * sold-out product as the tests meet it.
   */
  restock?: boolean
  /** The clock of orders, sign-ups and ledgers (createMemoryBackend's `now`). */
  now?: () => Date
}

export interface ServedMemoryBackend {
  /** Where the Storefront API answers: give it to the shop as its API URL. */
  url: string
  /** The backend itself: its `state`, `codeFor`, `signIn`, `moveOrder`. */
  backend: MemoryBackend
  close(): Promise<void>
}

/** A picture of its own for each address: a square with the picture's name, as SVG. */
const picture = (name: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600"><rect width="600" height="600" fill="#e9e4da"/><text x="300" y="315" font-family="sans-serif" font-size="40" text-anchor="middle" fill="#6b5e4b">${name.replace(/[^\w./-]/g, '')}</text></svg>`

const readBody = async (request: IncomingMessage): Promise<Buffer | undefined> => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined
}

/** Any page may call it from the browser, with its cookies: the origin asking is the one allowed. */
const corsHeaders = (request: IncomingMessage): Record<string, string> =>
  request.headers.origin
    ? {
        'access-control-allow-origin': request.headers.origin,
        'access-control-allow-credentials': 'true',
        'access-control-expose-headers': '*',
        vary: 'Origin',
      }
    : {}

/**
 * The in-memory backend over HTTP, for running a shop (a starter, a prototype) with no database:
 * every call of the Storefront API answered from the fixture shop, the fixtures' pictures served
 * by this server (each a placeholder SVG at `/pictures/…`), calls from any origin allowed with
 * their cookies. The shop's state lives as long as the process.
 */
export async function serveMemoryBackend(
  options: ServeMemoryBackendOptions = {},
): Promise<ServedMemoryBackend> {
  const host = options.host ?? '127.0.0.1'
  let url = ''
  let backend: MemoryBackend | undefined
  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' })
      response.end(JSON.stringify({ message: (error as Error).message }))
    })
  })
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const address = new URL(request.url ?? '/', url)
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...corsHeaders(request),
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': request.headers['access-control-request-headers'] ?? '*',
        'access-control-max-age': '600',
      })
      response.end()
      return
    }
    if (address.pathname.startsWith('/pictures/')) {
      response.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=3600',
      })
      response.end(picture(address.pathname.slice('/pictures/'.length)))
      return
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const body =
      request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request)
    const answered = await backend!.fetch(`${backend!.url}${address.pathname}${address.search}`, {
      method: request.method ?? 'GET',
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
    })
    const outgoing: Record<string, string | string[]> = { ...corsHeaders(request) }
    answered.headers.forEach((value, name) => {
      if (name !== 'set-cookie') outgoing[name] = value
    })
    const cookies = answered.headers.getSetCookie()
    if (cookies.length > 0) outgoing['set-cookie'] = cookies
    let text = await answered.text()
    // The fixtures' pictures, at this server instead of a CDN the machine may not reach.
    if (text.includes(FIXTURE_PICTURES))
      text = text.replaceAll(FIXTURE_PICTURES, `${url}/pictures/`)
    delete outgoing['content-length']
    response.writeHead(answered.status, outgoing)
    response.end(text)
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4100, host, () => resolve())
  })
  const { port } = server.address() as { port: number }
  url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  backend = createMemoryBackend({ url, ...(options.now ? { now: options.now } : {}) })
  if (options.restock ?? true) {
    for (const product of backend.state.products) {
      if (product.selections.length === 0 && product.stock === 0) product.stock = RESTOCKED_UNITS
      for (const selection of product.selections) {
        if (selection.stock === 0) selection.stock = RESTOCKED_UNITS
      }
    }
  }
  return {
    url,
    backend,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}
