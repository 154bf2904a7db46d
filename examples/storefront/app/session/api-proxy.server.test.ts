import { describe, expect, it } from 'vitest'
import { forwardToApi } from './api-proxy.server.ts'

// The proxy's protections are the SDK's (packages/core/src/server/session-proxy.test.ts); here,
// that the shop serves it under `/api` and refuses in its own words, before the API is reached.
const shop = (path: string, init: RequestInit = {}) =>
  new Request(`http://shop.test${path}`, {
    ...init,
    headers: { Cookie: 'lang=ar', 'Content-Type': 'application/json', ...init.headers },
  })

describe('the shop’s API proxy', () => {
  it('refuses a change without the CSRF token, in the shop’s words', async () => {
    const refused = await forwardToApi(
      shop('/api/actions/product/add-to-cart', { method: 'POST', body: '{}' }),
    )
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toBe(
      'تعذّر التحقق من هذا الطلب. أعد تحميل الصفحة وحاول مرة أخرى.',
    )
  })

  it('refuses a path that hides a slash, and anything outside /api', async () => {
    for (const path of ['/api/auth%2flogin', '/apix/auth/login', '/auth/login']) {
      const refused = await forwardToApi(shop(path, { method: 'POST', body: '{}' }))
      expect(refused.status, path).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBe(
        'تعذّرت قراءة هذا العنوان. تحقّق منه وحاول مرة أخرى.',
      )
    }
  })
})
