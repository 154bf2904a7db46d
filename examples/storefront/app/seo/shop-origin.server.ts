import { storefrontConfig } from '../config.server.ts'

/** The shop's public address (`PUBLIC_URL`), or where this request reached it. */
export const shopOrigin = (request: Request) =>
  storefrontConfig.publicUrl ?? new URL(request.url).origin
