import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readError } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

const linesOf = (uuid: string) => shop.calls.lines(uuid)

describe('POST /actions/product/remove-from-cart', () => {
  it('decreases the line, then deletes it at zero', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 5 }
    await calls.add(line)

    const res = await calls.remove({ ...line, quantity: 2 })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Removed from cart', data: null })
    expect(await linesOf(uuid)).toEqual([expect.objectContaining({ quantity: 3 })])

    expect((await calls.remove({ ...line, quantity: 3 })).status).toBe(200)
    expect(await linesOf(uuid)).toEqual([])
  })

  it('deletes the line when removing more than it holds', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
    await calls.add(line)
    expect((await calls.remove({ ...line, quantity: 4 })).status).toBe(200)
    expect(await linesOf(uuid)).toEqual([])
  })

  it('removes only the named offer and selection', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const rug = { uuid, product_id: ids.coloured, product_type: 'retail', quantity: 1 }
    await calls.add({ ...rug, selection_id: ids.green })
    await calls.add({ ...rug, product_type: 'wholesale', selection_id: ids.green })
    expect((await calls.remove({ ...rug, selection_id: ids.green })).status).toBe(200)
    expect(await linesOf(uuid)).toEqual([
      expect.objectContaining({ product_type: 'wholesale', selection_id: ids.green }),
    ])
  })

  it('answers 404 for a line that is not in the cart', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const unknownCart = await calls.remove(line)
    expect(unknownCart.status).toBe(404)
    expect(await unknownCart.json()).toEqual({ message: 'This product is not in the cart' })

    await calls.add(line)
    const otherOffer = await calls.remove(
      { ...line, product_type: 'wholesale' },
      {
        'accept-language': 'ar',
      },
    )
    expect(otherOffer.status).toBe(404)
    expect(await otherOffer.json()).toEqual({ message: 'هذا المنتج غير موجود في السلة' })
  })

  it('validates the body like add-to-cart', async () => {
    const { calls, ids } = shop
    const res = await calls.remove({ product_id: ids.plain, product_type: 'retail', quantity: -1 })
    expect(res.status).toBe(422)
    expect(Object.keys((await readError(res)).errors ?? {})).toEqual(['quantity'])
  })

  it('refuses a bearer token until customer sessions exist', async () => {
    const { calls, ids } = shop
    const line = { product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const res = await calls.remove(line, { authorization: 'Bearer token' })
    expect(res.status).toBe(401)
  })
})
