import type { Language, OrderStatus } from '@matjar/core'
import { readCookie, serializeCookie } from '@matjar/core'
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

/** A change comes from a page of this shop: the browser says so when it sends the header. */
export const isSameOrigin = (request: Request): boolean => {
  const site = request.headers.get('Sec-Fetch-Site')
  return !site || site === 'same-origin'
}

export interface StaffOrder {
  id: number
  order_number: string
  order_date: string
  status: OrderStatus
  payment_method: string
  payment_status: string
  total_price: string
  buyer: string | null
  next_statuses: OrderStatus[]
}

/** What the API said: `off` (no ADMIN_TOKEN there: the routes do not exist), `refused` (401). */
export type StaffAnswer<T> =
  | { kind: 'ok'; data: T; message: string }
  | { kind: 'off' | 'refused' }
  | { kind: 'failed'; message: string }

async function staffCall<T>(
  token: string,
  language: Language,
  path: string,
  init: RequestInit = {},
): Promise<StaffAnswer<T>> {
  const url = new URL(path, storefrontConfig.apiUrl)
  const response = await fetch(url, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      'Accept-Language': language,
      'X-Admin-Token': token,
    },
  })
  // Only the list can tell "off": a 404 when moving an order means that order is not there.
  if (response.status === 404 && url.pathname === '/shop/orders') return { kind: 'off' }
  if (response.status === 401) return { kind: 'refused' }
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: T }
  if (!response.ok) return { kind: 'failed', message: body.message ?? response.statusText }
  return { kind: 'ok', data: body.data as T, message: body.message ?? '' }
}

/** The newest orders, each with the statuses it may move to. */
export const listStaffOrders = (token: string, language: Language) =>
  staffCall<{ items: StaffOrder[] }>(token, language, '/shop/orders?per_page=50')

/** Moves an order on (or cancels it), as the shop's staff. */
export const moveStaffOrder = (token: string, language: Language, id: number, status: string) =>
  staffCall<unknown>(token, language, `/shop/orders/${id}/status`, {
    method: 'POST',
    body: JSON.stringify({ status }),
  })
