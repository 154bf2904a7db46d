import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { cartAnswer, failureOf } from '../../test/client-answers.ts'
import { GUEST } from '../../test/guest-cart.ts'
import { recordingServers } from '../../test/recording-server.ts'
import { errorMessage } from '../messages/error-message.ts'
import { createStorefrontClient } from './create-storefront-client.ts'

const serve = recordingServers()

describe('a failed call', () => {
  it('fails with the status and the server message (402 not enough stock)', async () => {
    const server = await serve([{ status: 402, body: { message: 'Not enough stock available' } }])
    const client = createStorefrontClient({ baseUrl: server.url })
    const error = await failureOf(
      client.addToCart({ product_id: 1, product_type: 'retail', quantity: 9, uuid: GUEST }),
    )
    expect(error.status).toBe(402)
    expect(error.message).toBe('Not enough stock available')
  })

  it('carries the field errors of a validation failure', async () => {
    const server = await serve([
      {
        status: 422,
        body: { message: 'Error in email', errors: { email: ['The email is invalid.'] } },
      },
    ])
    const client = createStorefrontClient({ baseUrl: server.url })
    const error = await failureOf(
      client.call('addToCart', { body: { product_id: 1, product_type: 'retail', quantity: 1 } }),
    )
    expect(error.status).toBe(422)
    expect(error.fieldErrors).toEqual({ email: ['The email is invalid.'] })
  })

  it('reports an unreachable server as a network error', async () => {
    const server = await serve([{ status: 200, body: cartAnswer }])
    await server.close()
    const client = createStorefrontClient({ baseUrl: server.url })
    const error = await failureOf(
      client.addToCart({ product_id: 1, product_type: 'retail', quantity: 1, uuid: GUEST }),
    )
    expect(error.status).toBe(0)
    expect(error.isNetworkError).toBe(true)
    // The developer's message names the call it tried; the shopper's words do not.
    expect(error.message).toBe(
      `Network error or server not responding: POST ${server.url}/actions/product/add-to-cart`,
    )
    expect(error.request).toBe(`POST ${server.url}/actions/product/add-to-cart`)
    expect(errorMessage(error, 'en')).toBe('Network error or server not responding')
  })

  it('gives up on a server that does not answer in time, without trying again', async () => {
    let requests = 0
    const silent = createServer(() => {
      requests++
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    const client = createStorefrontClient({
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 200,
      retryDelayMs: 1,
    })
    const started = Date.now()
    const error = await failureOf(client.call('getCart'))
    expect(error.isNetworkError).toBe(true)
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(requests).toBe(1)
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  })

  it('falls back to the status text when the failure has no JSON body', async () => {
    const server = await serve([{ status: 503, body: 'Service Unavailable' }])
    const client = createStorefrontClient({ baseUrl: server.url, retryDelayMs: 1 })
    const error = await failureOf(
      client.addToCart({ product_id: 1, product_type: 'retail', quantity: 1, uuid: GUEST }),
    )
    expect(error.status).toBe(503)
    expect(error.message).toBe('Service Unavailable')
  })

  it('rejects an answer that breaks the contract', async () => {
    const server = await serve([{ status: 200, body: { message: '', data: { sub_total: 12 } } }])
    const client = createStorefrontClient({ baseUrl: server.url })
    await expect(client.call('getCart')).rejects.toThrow(/sub_total/)
  })
})
