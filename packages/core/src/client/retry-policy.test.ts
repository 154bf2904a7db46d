import { describe, expect, it } from 'vitest'
import { cartAnswer, failureOf, quiet } from '../../test/client-answers.ts'
import { GUEST } from '../../test/guest-cart.ts'
import { recordingServers } from '../../test/recording-server.ts'
import { createStorefrontClient } from './create-storefront-client.ts'

const serve = recordingServers()

// Spec §7: one retry for reads on 408, 409, 425, 429, 500, 502, 503, 504; none for mutations.
describe('the client retries', () => {
  it('retries a read once on the statuses of spec §7', async () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) {
      const server = await serve([
        { status, body: { message: 'busy' } },
        { status: 200, body: cartAnswer },
      ])
      const client = createStorefrontClient({ baseUrl: server.url, retryDelayMs: 1 })
      const cart = await client.getCart()
      expect(server.requests, `status ${status}`).toHaveLength(2)
      expect(cart?.total_item_count).toBe(2)
      await server.close()
    }
  })

  it('retries a read only once, and not on other statuses', async () => {
    const always = await serve([{ status: 503, body: { message: 'down' } }])
    await createStorefrontClient({ baseUrl: always.url, retryDelayMs: 1, logger: quiet }).getCart()
    expect(always.requests).toHaveLength(2)
    await always.close()

    const notFound = await serve([{ status: 404, body: { message: 'Not found' } }])
    await createStorefrontClient({
      baseUrl: notFound.url,
      retryDelayMs: 1,
      logger: quiet,
    }).getCart()
    expect(notFound.requests).toHaveLength(1)
  })

  it('never retries a mutation', async () => {
    const server = await serve([{ status: 503, body: { message: 'down' } }])
    const client = createStorefrontClient({ baseUrl: server.url, retryDelayMs: 1 })
    const error = await failureOf(
      client.addToCart({ product_id: 1, product_type: 'retail', quantity: 1, uuid: GUEST }),
    )
    expect(error.status).toBe(503)
    expect(server.requests).toHaveLength(1)
  })
})
