import { type Endpoint, endpoints } from '@matjar/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listStaffOrders, moveStaffOrder } from './staff.server.ts'

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async (_url: URL | string, _init?: RequestInit) => Response.json(body, { status }))

const emptyPage = {
  message: '',
  data: { items: [], meta: { page: 1, per_page: 50, total: 0, last_page: 1 } },
}

afterEach(() => vi.unstubAllGlobals())

/** The contract endpoint a request matched (method and path), if any. */
const endpointOf = (method: string, url: URL) =>
  (Object.entries(endpoints) as [string, Endpoint][]).find(
    ([, endpoint]) =>
      endpoint.method === method &&
      new RegExp(`^${endpoint.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(url.pathname),
  )

describe('the back office asking the API', () => {
  it('makes only calls of the contract, each a staff endpoint', async () => {
    const fetch = answer(200, emptyPage)
    vi.stubGlobal('fetch', fetch)
    await listStaffOrders('token', 'en')
    fetch.mockImplementation(async () => Response.json({ message: 'nope' }, { status: 409 }))
    await moveStaffOrder('token', 'en', 12, 'shipped')
    const called = fetch.mock.calls.map(([url, init]) => {
      const request = new Request(url, init)
      return { request, endpoint: endpointOf(request.method, new URL(request.url)) }
    })
    expect(called.map(({ endpoint }) => endpoint?.[0])).toEqual([
      'listShopOrders',
      'changeOrderStatus',
    ])
    for (const { request, endpoint } of called) {
      expect(endpoint?.[1].access).toBe('staff')
      expect(request.headers.get('x-admin-token')).toBe('token')
    }
    expect(await called[1]!.request.json()).toEqual({ status: 'shipped' })
  })

  it('reads a 404 on the orders list as "back office off" (the API has no ADMIN_TOKEN)', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'Not found' }))
    expect(await listStaffOrders('token', 'en')).toEqual({ kind: 'off' })
  })

  it('reads a 401 as a refused token', async () => {
    vi.stubGlobal('fetch', answer(401, { message: 'Unauthorized' }))
    expect(await listStaffOrders('wrong', 'ar')).toEqual({ kind: 'refused' })
  })

  it('reads a 404 when moving an order as that order missing, with the API message', async () => {
    vi.stubGlobal('fetch', answer(404, { message: 'The order was not found' }))
    expect(await moveStaffOrder('token', 'en', 999, 'shipped')).toEqual({
      kind: 'failed',
      message: 'The order was not found',
    })
  })

  it('sends the language, and gives back the orders as the contract reads them', async () => {
    const fetch = answer(200, emptyPage)
    vi.stubGlobal('fetch', fetch)
    expect(await listStaffOrders('token', 'ar')).toEqual({
      kind: 'ok',
      data: emptyPage.data,
      message: '',
    })
    const request = new Request(fetch.mock.calls[0]![0], fetch.mock.calls[0]![1])
    expect(request.headers.get('accept-language')).toBe('ar')
  })
})
