import { type Cart, endpoints, errorBodySchema } from '@matjar/core/contract'
import type { Hono } from 'hono'
import type { AppEnv } from '../http/env.ts'

type Headers = Record<string, string>

/** Requests to the app in process, in the shapes the storefront sends them. */
export function cartCalls(app: Hono<AppEnv>) {
  const post = (path: string, body: unknown, headers: Headers = {}) =>
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const getCart = (uuid?: string, headers: Headers = {}) =>
    app.request(
      uuid === undefined
        ? endpoints.getCart.path
        : `${endpoints.getCart.path}?uuid=${encodeURIComponent(uuid)}`,
      { headers },
    )
  return {
    getCart,
    /** The lines of a guest's cart, read through the API. */
    lines: async (uuid: string) => (await readCart(await getCart(uuid))).data.items,
    add: (body: unknown, headers?: Headers) => post(endpoints.addToCart.path, body, headers),
    remove: (body: unknown, headers?: Headers) =>
      post(endpoints.removeFromCart.path, body, headers),
  }
}

/** A cart answer, checked against the contract. */
export async function readCart(res: Response): Promise<{ message: string; data: Cart }> {
  const body = endpoints.getCart.response.parse(await res.json())
  if (!body.data) throw new Error('The cart answer has no data')
  return { message: body.message, data: body.data }
}

/** A failure answer, checked against the contract. */
export const readError = async (res: Response) => errorBodySchema.parse(await res.json())
