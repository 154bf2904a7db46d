// How the storefront's server starts and stops like a service (docs/deployment.md): keep-alive
// longer than a proxy's, a health check, and on SIGTERM a drain of what is in flight.
import { readFileSync } from 'node:fs'
import type { Server, ServerResponse } from 'node:http'
import { type AddressInfo, Server as NetServer } from 'node:net'
import type { Express, RequestHandler } from 'express'

/** A whole number of seconds from the environment, `min` or more (the default when unset). */
function secondsFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number) {
  const value = env[name]?.trim()
  if (!value) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < min) {
    throw new Error(`${name} must be a whole number of seconds, ${min} or more (got ${value})`)
  }
  return parsed
}

/**
 * `KEEP_ALIVE_SECONDS` (65): how long an idle connection is kept, longer than the proxy in front
 * keeps its own (nginx's upstream `keepalive_timeout`, 60 s in the template), so the proxy never
 * sends a request on a connection this server is closing. `DRAIN_SECONDS` (25): the longest wait
 * for requests in flight after SIGTERM.
 */
const lifecycleSettings = (env: NodeJS.ProcessEnv) => ({
  keepAliveSeconds: secondsFrom(env, 'KEEP_ALIVE_SECONDS', 65, 1),
  drainSeconds: secondsFrom(env, 'DRAIN_SECONDS', 25, 0),
})

/** How long nothing is in flight before idle connections are closed, in a drain. */
const QUIET_MS = 1_000

/**
 * Connections the kernel has already accepted on `port` that this process has not taken yet
 * (Linux: the `rx_queue` of the listening socket in /proc/net/tcp and tcp6); 0 where it cannot
 * tell. Closing the listening socket resets them: a request sent on one is lost (nginx: 502).
 */
function waitingToBeAccepted(port: number): number {
  const local = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  let waiting = 0
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[] = []
    try {
      lines = readFileSync(table, 'utf8').split('\n')
    } catch {}
    for (const line of lines) {
      const [, address, , state, queues] = line.trim().split(/\s+/)
      // 0A: listening; `tx_queue:rx_queue`, the accept queue's length for a listening socket.
      if (state === '0A' && address?.endsWith(local)) {
        waiting += Number.parseInt(queues?.split(':')[1] ?? '0', 16) || 0
      }
    }
  }
  return waiting
}

/**
 * Serves `app` until SIGTERM (or SIGINT), then drains: `/health` answers 503 "draining" at once
 * (a balancer stops sending), no new connection is taken, a request still coming on an open
 * connection is answered with `Connection: close`, idle connections are closed once nothing has
 * been in flight for a second, and the process exits when every connection is closed, or after
 * DRAIN_SECONDS (what is left is cut).
 */
export function serveUntilStopped(
  app: Express,
  listen: { port: number; host: string; env: NodeJS.ProcessEnv },
) {
  const settings = lifecycleSettings(listen.env)
  const inFlight = new Set<ServerResponse>()
  let stopping = false
  let server: Server | undefined
  // Idle connections are closed once nothing has been in flight for a moment: the proxy is still
  // sending on its kept connections, and a request that arrives on one as it is closed is lost.
  let quiet: NodeJS.Timeout | undefined
  const closeIdleWhenQuiet = () => {
    clearTimeout(quiet)
    quiet = setTimeout(() => {
      if (inFlight.size === 0) server?.closeIdleConnections()
    }, QUIET_MS)
  }
  const health: RequestHandler = (_request, response) => {
    response.set('Cache-Control', 'no-store')
    if (!stopping) return void response.json({ status: 'ok' })
    response.status(503).set('Retry-After', '30').json({ status: 'draining' })
  }
  // First of all: every answer is counted in flight until it is sent, and says it closes its
  // connection once the server is stopping.
  app.use((_request, response, next) => {
    inFlight.add(response)
    clearTimeout(quiet)
    if (stopping) response.set('Connection', 'close')
    response.once('close', () => {
      inFlight.delete(response)
      if (stopping) closeIdleWhenQuiet()
    })
    next()
  })
  app.get('/health', health)

  const stop = (signal: string) => {
    if (stopping || !server) return
    stopping = true
    console.log(`[storefront] ${signal}: draining (at most ${settings.drainSeconds} s)`)
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }
    const cut = setTimeout(() => server?.closeAllConnections(), settings.drainSeconds * 1000)
    const listening = server
    const port = (listening.address() as AddressInfo).port
    const acceptUntil = Date.now() + settings.drainSeconds * 500
    const closeListener = () => {
      // Connections the kernel took while this process was busy (rendering) are accepted first,
      // and answered: closing the listening socket would reset them.
      if (waitingToBeAccepted(port) > 0 && Date.now() < acceptUntil) {
        return void setTimeout(closeListener, 5)
      }
      // Only the listening socket: http.Server's close() would also drop the idle keep-alive
      // connections at once, where the proxy in front may be sending a request at this moment.
      NetServer.prototype.close.call(listening, () => {
        clearTimeout(cut)
        process.exit(0)
      })
    }
    closeListener()
    closeIdleWhenQuiet()
  }
  return {
    start(onListening: () => void) {
      server = app.listen(listen.port, listen.host, onListening)
      server.keepAliveTimeout = settings.keepAliveSeconds * 1000
      // Node's rule: reading a request's headers may take longer than the keep-alive wait.
      server.headersTimeout = settings.keepAliveSeconds * 1000 + 1000
      for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal))
      return server
    },
  }
}
