/**
 * The header under which the storefront's server (`server.ts`) passes on who is calling: the
 * socket's address, or a trusted proxy's `X-Forwarded-For`. Whatever a client sent under this
 * name is overwritten, so the API proxy can forward it to the API as the shopper's address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-matjar-client-address'

export const clientAddressOf = (request: Request): string | null =>
  request.headers.get(CLIENT_ADDRESS_HEADER) || null
