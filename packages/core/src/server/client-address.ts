/**
 * What your server knows of the connection a request came on. Pass Node's `req.socket` (it has
 * `remoteAddress`) or Hono's `getConnInfo(c).remote` (it has `address`) as it is.
 */
export interface ClientConnection {
  /** The peer's address, as Node's `socket.remoteAddress` names it. */
  remoteAddress?: string | null | undefined
  /** The peer's address, as Hono's `getConnInfo(c).remote` names it. */
  address?: string | null | undefined
}

export interface ClientAddressOptions {
  /**
   * How many proxies you run in front of this server, each adding the address it saw to
   * `X-Forwarded-For` (nginx's `$proxy_add_x_forwarded_for`, a load balancer, Vercel): the shopper
   * is then the address that many places from the end of `X-Forwarded-For`, and the entries
   * before it (which the client may have written) are ignored. 0 (the default): the connection's
   * own address, and `X-Forwarded-For` is never read. Set it only when this server cannot be
   * reached but through those proxies.
   */
  trustedProxies?: number
  /**
   * Who is calling, when your server knows it some other way (Express's `req.ip` passed in a
   * header your server always overwrites, a platform's own header): replaces `trustedProxies`.
   * Never read a header the client can write.
   */
  clientAddress?: (
    request: Request,
    connection: ClientConnection | undefined,
  ) => string | null | undefined
}

/** An IPv4 or IPv6 address (with an optional zone): nothing else is passed on as a header. */
const ADDRESS = /^(?:[0-9]{1,3}(?:\.[0-9]{1,3}){3}|[0-9a-f:]*:[0-9a-f:.]*(?:%[\w.-]+)?)$/i

const asAddress = (value: unknown): string | null => {
  if (typeof value !== 'string') return null
  const address = value.trim()
  return address.length <= 64 && ADDRESS.test(address) ? address : null
}

/** The peer's address from whatever the server passed (Next.js passes `{ params }`: none). */
const peerOf = (connection: unknown): string | null => {
  if (typeof connection !== 'object' || connection === null) return null
  const { remoteAddress, address } = connection as ClientConnection
  return asAddress(remoteAddress ?? address)
}

/** The shopper's address for the API's per-client limits, or null when it cannot be known. */
export const clientAddressOf = (
  options: ClientAddressOptions,
  request: Request,
  connection: unknown,
): string | null => {
  const peer = (connection ?? undefined) as ClientConnection | undefined
  if (options.clientAddress) return asAddress(options.clientAddress(request, peer))
  const hops = options.trustedProxies ?? 0
  if (hops <= 0) return peerOf(connection)
  const forwarded = (request.headers.get('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  // Fewer entries than proxies: the request did not come through them; nobody to believe.
  return forwarded.length >= hops ? asAddress(forwarded[forwarded.length - hops]) : null
}

export const NO_CLIENT_ADDRESS_WARNING =
  'createSessionProxy: a request came with no client address, so the API counts every shopper as this server (one shopper’s wrong passwords lock the others out). Pass the connection, forwardToApi(request, req.socket) in Node or forwardToApi(c.req.raw, getConnInfo(c).remote) in Hono, or set trustedProxies behind your proxy (docs/sessions.md).'
