import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

describe('a body too large', () => {
  // Without `Connection: close`: the server drops the rest of the body before closing, so a client
  // still sending reads the 413 (behind-session-proxy.test.ts sends one through the SDK's proxy).
  it('is refused with 413, and the connection is not cut under a client still sending', async () => {
    const res = await shop.app.request(endpoints.addToCart.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(20 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ message: 'The request body is too large' })
    expect(res.headers.get('connection')).toBeNull()
  })
})
