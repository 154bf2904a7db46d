import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress, trustedProxiesOf } from './client-address.ts'
import type { AppEnv } from './env.ts'

const clientSeenBy = async (trusted: string[], forwardedFor?: string) => {
  const app = new Hono<AppEnv>()
  app.use(clientAddress(trustedProxiesOf(trusted)))
  app.get('/', (c) => c.json({ client: c.get('client') }))
  const res = await app.request('/', {
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  })
  return ((await res.json()) as { client: string | null }).client
}

describe("the client's address", () => {
  it('ignores X-Forwarded-For from a caller that is not a trusted proxy', async () => {
    expect(await clientSeenBy([], '203.0.113.7')).toBeNull()
  })

  it('takes the address the trusted proxies saw, skipping the proxies themselves', async () => {
    expect(await clientSeenBy(['in-process'], '203.0.113.7')).toBe('203.0.113.7')
    expect(
      await clientSeenBy(['in-process', '10.0.0.2'], '198.51.100.1, 203.0.113.7, 10.0.0.2'),
    ).toBe('203.0.113.7')
    expect(await clientSeenBy(['in-process'], 'not-an-address, 203.0.113.9')).toBe('203.0.113.9')
  })

  it('knows loopback as this machine, in both address families', () => {
    expect([...trustedProxiesOf(['loopback'])]).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1'])
  })
})
