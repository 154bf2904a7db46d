import { isIP } from 'node:net'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from './env.ts'

/** Addresses of this machine, as `TRUSTED_PROXIES=loopback` names them. */
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1']

const IN_PROCESS = 'in-process'

/** The proxies whose `X-Forwarded-For` is believed, from `TRUSTED_PROXIES` (addresses, `loopback`). */
export const trustedProxiesOf = (list: string[]): Set<string> =>
  new Set(list.flatMap((entry) => (entry === 'loopback' ? LOOPBACK : [entry])))

/** The socket's peer; a request made in process (tests) has none. */
const peerOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | undefined => {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming
  return incoming?.socket?.remoteAddress
}

/**
 * Who is calling, for the limits (null when unknown: a request made in process): the socket's address, or, when that socket is a trusted proxy,
 * the nearest address in `X-Forwarded-For` that is not one of the trusted proxies (the one the
 * proxy saw). A client cannot choose its address by sending the header itself.
 */
export const clientAddress =
  (trusted: Set<string>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // A request made in process (tests) has no socket: 'in-process', which may be trusted.
    let address = peerOf(c) ?? IN_PROCESS
    if (trusted.has(address)) {
      const forwarded = (c.req.header('x-forwarded-for') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => isIP(part) !== 0)
      while (forwarded.length > 0 && trusted.has(address)) address = forwarded.pop() as string
    }
    c.set('client', address === IN_PROCESS ? null : address)
    await next()
  }
