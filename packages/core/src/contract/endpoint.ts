import type * as z from 'zod/mini'
import type { Failures } from './failures.ts'

/**
 * Who may call an endpoint:
 * - `public`: anyone, no identity;
 * - `guest-or-customer`: a guest names a cart by `uuid`, a customer sends a bearer token;
 * - `customer`: a bearer token is required;
 * - `staff`: the shop's staff, by the `X-Admin-Token` header (the API's `ADMIN_TOKEN`); an API
 *   without one has no such calls (404).
 */
export type EndpointAccess = 'public' | 'guest-or-customer' | 'customer' | 'staff'

/** Groups of the reference, in the shop's words. */
export const API_TAGS = [
  'Cart',
  'Checkout',
  'Account',
  'Addresses',
  'Wishlist',
  'Orders',
  'Wallet',
  'Points',
  'Catalogue',
  'Shop',
  'Content',
  'Staff',
] as const
export type ApiTag = (typeof API_TAGS)[number]

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path parameters are written `{name}`, as in OpenAPI: `/auth/orders/{id}`. */
  path: string
  access: EndpointAccess
  summary: string
  /** Values of the `{name}` parts of `path`. */
  params?: z.ZodMiniType
  query?: z.ZodMiniType
  /** Request headers the call needs besides the usual ones (e.g. `Idempotency-Key`). */
  headers?: z.ZodMiniType
  body?: z.ZodMiniType
  /** The body travels as multipart/form-data (it carries files), not JSON. */
  multipart?: true
  response: z.ZodMiniType
  /** The call makes something new and answers 201 Created (otherwise 200). */
  created?: true
  /** The failure statuses of this call, each with what it means here. */
  errors?: Failures
  tag?: ApiTag
  /**
   * The call changes who is signed in: `starts` answers a new session (its bearer token),
   * `ends` revokes the caller's. A proxy that keeps the token away from page scripts acts on these.
   */
  session?: 'starts' | 'ends'
}

export const defineEndpoints = <T extends Record<string, Endpoint>>(table: T): T => table
