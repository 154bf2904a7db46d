import { describe, expect, it } from 'vitest'
import { failureOf } from '../../test/client-answers.ts'
import { recordingServers } from '../../test/recording-server.ts'
import { createStorefrontClient } from './create-storefront-client.ts'
import { isStorefrontError } from './storefront-error.ts'

const serve = recordingServers()

describe("the API's address", () => {
  it('without a scheme is a clear error at once, not a path of the page', () => {
    expect(() => createStorefrontClient({ baseUrl: 'api.example.com' })).toThrow(
      /"api\.example\.com" has no scheme: write it in full, like "https:\/\/api\.example\.com"/,
    )
    expect(() => createStorefrontClient({ baseUrl: 'localhost:4000' })).toThrow(/no scheme/)
  })

  it('may be https://, http:// or a path of this site (a same-origin proxy)', () => {
    for (const baseUrl of ['https://api.example.com', 'http://127.0.0.1:4000', '/api'])
      expect(() => createStorefrontClient({ baseUrl })).not.toThrow()
  })

  it('when wrong, makes a 404 say which address was asked, not only "Not Found"', async () => {
    const server = await serve([{ status: 404 }])
    const client = createStorefrontClient({ baseUrl: `${server.url}/api`, validate: false })
    const error = await failureOf(client.call('listProducts', {}))
    expect(error.status).toBe(404)
    expect(error.message).toContain(`GET ${server.url}/api/data/products`)
    expect(error.message).toMatch(/apiUrl/)
    expect(error.serverMessage).toBeNull()
  })

  it("keeps the API's own words for its 404 (a product that is not there)", async () => {
    const server = await serve([{ status: 404, body: { message: 'No such product' } }])
    const client = createStorefrontClient({ baseUrl: server.url, validate: false })
    const error = await failureOf(client.call('getProduct', { params: { id: 9 } }))
    expect(isStorefrontError(error) && error.serverMessage).toBe('No such product')
  })
})
