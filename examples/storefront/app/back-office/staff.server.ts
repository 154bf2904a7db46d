import {
  type CallInput,
  type CallOutput,
  createStorefrontClient,
  type Language,
  type OrderStatus,
  readCookie,
  STAFF_TOKEN_HEADER,
  StorefrontError,
  serializeCookie,
} from '@matjar/core'
import { storefrontConfig } from '../config.server.ts'

/**
 * The back office's session: the staff token (the API's `ADMIN_TOKEN`) in a cookie only this
 * server reads (HttpOnly), sent back only from this shop's own pages (SameSite=Strict), for 8
 * hours. Its path is the whole shop: the page's data requests (`/back-office.data`) need it.
 */
const STAFF_COOKIE = 'matjar_staff'
const STAFF_COOKIE_PATH = '/'
const STAFF_MAX_AGE_SECONDS = 8 * 60 * 60

const secure = (request: Request) => new URL(request.url).protocol === 'https:'

export const staffTokenOf = (request: Request): string | null =>
  readCookie(request.headers.get('Cookie'), STAFF_COOKIE)

export const staffCookie = (request: Request, token: string) =>
  serializeCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Strict',
    path: STAFF_COOKIE_PATH,
    maxAgeSeconds: STAFF_MAX_AGE_SECONDS,
  })

export const clearedStaffCookie = (request: Request) =>
  serializeCookie(STAFF_COOKIE, '', {
    httpOnly: true,
    secure: secure(request),
    sameSite: 'Strict',
    path: STAFF_COOKIE_PATH,
    maxAgeSeconds: 0,
  })

/** What the API said: `off` (no ADMIN_TOKEN there: no back office), `refused` (401). */
export type StaffAnswer<T> =
  | { kind: 'ok'; data: T; message: string }
  | { kind: 'off' | 'refused' }
  | { kind: 'failed'; message: string }

type StaffCall = 'listShopOrders' | 'changeOrderStatus'

/**
 * One of the contract's staff calls (`access: 'staff'`), through the Storefront API client: its
 * path, method, input and answer are the contract's, checked like every other call.
 */
async function staffCall<N extends StaffCall>(
  token: string,
  language: Language,
  name: N,
  input: Omit<CallInput<N>, 'headers'>,
): Promise<StaffAnswer<CallOutput<N>['data']>> {
  const client = createStorefrontClient({
    baseUrl: storefrontConfig.apiUrl,
    getLanguage: () => language,
  })
  try {
    const answer = await client.call(name, { ...input, headers: { [STAFF_TOKEN_HEADER]: token } })
    return { kind: 'ok', data: answer.data, message: answer.message }
  } catch (error) {
    if (!(error instanceof StorefrontError)) throw error
    // Only the list can tell "off": a 404 when moving an order means that order is not there.
    if (error.status === 404 && name === 'listShopOrders') return { kind: 'off' }
    if (error.status === 401) return { kind: 'refused' }
    return { kind: 'failed', message: error.message }
  }
}

/** The newest orders, each with the statuses it may move to. */
export const listStaffOrders = (token: string, language: Language) =>
  staffCall(token, language, 'listShopOrders', { query: { per_page: 50 } })

/** Moves an order on (or cancels it), as the shop's staff. */
export const moveStaffOrder = (
  token: string,
  language: Language,
  id: number,
  status: OrderStatus,
) => staffCall(token, language, 'changeOrderStatus', { params: { id }, body: { status } })
