import { readFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { type AddressInfo, Server as NetServer } from 'node:net'

export interface DrainOptions {
  /**
   * Milliseconds an idle keep-alive connection is kept: longer than any proxy in front keeps its
   * own (nginx's upstream `keepalive_timeout`), so the proxy, never this server, closes an idle
   * connection, and no request is ever sent on a connection this server is closing.
   */
  keepAliveMs: number
  /** The longest wait for requests in flight once the server stops, in milliseconds. */
  drainMs: number
}

/** How long nothing is in flight before idle connections are closed, in a drain. */
const QUIET_MS = 1_000

/**
 * How many connections to `port` the kernel has accepted and this process not yet taken: the
 * listening socket's accept queue (`rx_queue` in Linux's /proc/net/tcp, tcp6); 0 elsewhere.
 * Closing the listening socket resets each of them, and a proxy answers 502 for its request.
 */
function notYetAccepted(port: number): number {
  const portHex = port.toString(16).toUpperCase().padStart(4, '0')
  let count = 0
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = (() => {
      try {
        return readFileSync(file, 'utf8').trim().split('\n').slice(1)
      } catch {
        return []
      }
    })()
    for (const row of rows) {
      // local address, remote address, state (0A: listening), tx_queue:rx_queue, …
      const [, local = '', , state, queues = ''] = row.trim().split(/\s+/)
      if (state !== '0A' || local.split(':')[1] !== portHex) continue
      count += Number.parseInt(queues.split(':')[1] ?? '', 16) || 0
    }
  }
  return count
}

/**
 * A server that stops like a service. `drain()` (on SIGTERM): from that moment `draining` is
 * true (the health check answers 503 "draining", so a balancer stops sending), no connection is
 * accepted, a request that still comes on an open connection is answered and its connection closed
 * (`Connection: close`), idle connections are closed once no request has been in flight for a
 * second, and the promise settles when every connection is closed, or after `drainMs`, cutting
 * what is left.
 */
export function drainable(server: Server, options: DrainOptions) {
  server.keepAliveTimeout = options.keepAliveMs
  // Node's own rule: the time to read a request's headers must outlast the keep-alive wait.
  server.headersTimeout = options.keepAliveMs + 1_000
  const inFlight = new Set<ServerResponse>()
  let draining = false
  // Idle connections are closed once nothing has been in flight for a moment: a proxy is still
  // sending on its kept connections, and a request that arrives on one as it is closed is lost.
  let quiet: NodeJS.Timeout | undefined
  const closeIdle = () => {
    clearTimeout(quiet)
    quiet = setTimeout(() => {
      if (inFlight.size === 0) server.closeIdleConnections()
    }, QUIET_MS)
  }
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response)
    clearTimeout(quiet)
    if (draining && !response.headersSent) response.setHeader('Connection', 'close')
    response.once('close', () => {
      inFlight.delete(response)
      if (draining) closeIdle()
    })
  })
  return {
    get draining() {
      return draining
    },
    drain(): Promise<void> {
      draining = true
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close')
      }
      return new Promise((resolve) => {
        const cut = setTimeout(() => server.closeAllConnections(), options.drainMs)
        const { port } = server.address() as AddressInfo
        const stopAccepting = Date.now() + options.drainMs / 2
        const closeListening = () => {
          // What the kernel accepted while this process was busy is taken and answered first.
          if (notYetAccepted(port) > 0 && Date.now() < stopAccepting) {
            setTimeout(closeListening, 5)
            return
          }
          // The listening socket only: http.Server's close() would also drop the idle keep-alive
          // connections at once, where a proxy may be sending a request at this very moment.
          NetServer.prototype.close.call(server, () => {
            clearTimeout(cut)
            resolve()
          })
        }
        closeListening()
        closeIdle()
      })
    },
  }
}
