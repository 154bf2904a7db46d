import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

describe('a body too large', () => {
  it('is refused with 413 and Connection: close, since the rest of it is never read', async () => {
    const res = await shop.app.request(endpoints.addToCart.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(20 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('connection')).toBe('close')
  })
})
