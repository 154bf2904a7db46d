import { afterEach, describe, expect, it, vi } from 'vitest'
import { listStaffOrders, moveStaffOrder } from './staff.server.ts'

const answer = (status: number, body: unknown = {}) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe('the back office asking the API', () => {
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

  it('sends the token and the language, and gives back the orders', async () => {
    const fetch = answer(200, { data: { items: [] }, message: '' })
    vi.stubGlobal('fetch', fetch)
    expect(await listStaffOrders('token', 'ar')).toEqual({
      kind: 'ok',
      data: { items: [] },
      message: '',
    })
    const [, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit]
    expect(init.headers).toMatchObject({ 'X-Admin-Token': 'token', 'Accept-Language': 'ar' })
  })
})
