import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer } from 'node:net'

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

/**
 * A server that stops like a service. `drain()` (on SIGTERM): from that moment `draining` is
 * true (the health check answers 503 "draining", so a balancer stops sending), no connection is
 * accepted, a request that still comes on an open connection is answered and its connection closed
 * (`Connection: close`), idle connections are closed once no request is in flight, and the
 * promise settles when every connection is closed, or after `drainMs`, cutting what is left.
 */
export function drainable(server: Server, options: DrainOptions) {
  server.keepAliveTimeout = options.keepAliveMs
  // Node's own rule: the time to read a request's headers must outlast the keep-alive wait.
  server.headersTimeout = options.keepAliveMs + 1_000
  const inFlight = new Set<ServerResponse>()
  let draining = false
  const closeIdle = () => {
    if (inFlight.size === 0) server.closeIdleConnections()
  }
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    inFlight.add(response)
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
        // The listening socket only: http.Server's close() would also drop the idle keep-alive
        // connections at once, where a proxy may be sending a request at this very moment.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(cut)
          resolve()
        })
        closeIdle()
      })
    },
  }
}
