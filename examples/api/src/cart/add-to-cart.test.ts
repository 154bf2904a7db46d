import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { readError } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'

const shop = useTestShop()

const linesOf = (uuid: string) => shop.calls.lines(uuid)

/** One retail unit of a product for a new guest cart. */
const oneUnitOf = (product_id: number) => ({
  uuid: randomUUID(),
  product_id,
  product_type: 'retail',
  quantity: 1,
})

describe('POST /actions/product/add-to-cart', () => {
  it('creates the guest cart on the first add and sums later adds into the line', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.plain, product_type: 'retail', quantity: 2 }
    const res = await calls.add(line)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Added to cart', data: null })
    await calls.add({ ...line, quantity: 2 })
    expect(await linesOf(uuid)).toEqual([expect.objectContaining({ quantity: 4, price: '12.50' })])
  })

  it('keeps retail and wholesale of one product as two lines', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.plain, product_type: 'retail', quantity: 1 })
    await calls.add({ uuid, product_id: ids.plain, product_type: 'wholesale', quantity: 1 })
    expect(await linesOf(uuid)).toHaveLength(2)
  })

  it('refuses a price in the body: prices come from the catalogue only', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const res = await calls.add({
      uuid,
      product_id: ids.plain,
      product_type: 'retail',
      quantity: 1,
      price: '0.01',
    })
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toHaveProperty('price')
    expect(await linesOf(uuid)).toEqual([])
  })

  it('answers in Arabic for Accept-Language: ar', async () => {
    const { calls, ids } = shop
    const line = { uuid: randomUUID(), product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const res = await calls.add(line, { 'accept-language': 'ar' })
    expect(await res.json()).toEqual({ message: 'تمت الإضافة إلى السلة', data: null })
  })

  it('answers 402 when the cart would hold more than the stock', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.scarce, product_type: 'retail', quantity: 2 }
    expect((await calls.add(line)).status).toBe(200)
    const res = await calls.add({ ...line, quantity: 1 })
    expect(res.status).toBe(402)
    expect(await res.json()).toEqual({ message: 'Not enough stock available' })
    // Wholesale draws on the same stock.
    expect((await calls.add({ ...line, product_type: 'wholesale', quantity: 1 })).status).toBe(402)
    expect(await linesOf(uuid)).toEqual([expect.objectContaining({ quantity: 2 })])
  })

  it('answers 402 for a product out of stock, in Arabic too', async () => {
    const { calls, ids } = shop
    const line = oneUnitOf(ids.soldOut)
    const res = await calls.add(line, { 'accept-language': 'ar' })
    expect(res.status).toBe(402)
    expect(await res.json()).toEqual({ message: 'الكمية المتوفرة غير كافية' })
  })

  it('does not create a cart when the first add is refused', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    await calls.add({ uuid, product_id: ids.soldOut, product_type: 'retail', quantity: 1 })
    const removal = await calls.remove({
      uuid,
      product_id: ids.soldOut,
      product_type: 'retail',
      quantity: 1,
    })
    expect(removal.status).toBe(404)
  })

  it('checks a selection against its own stock', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.coloured, product_type: 'retail', quantity: 3 }
    expect((await calls.add({ ...line, selection_id: ids.green })).status).toBe(200)
    expect((await calls.add({ ...line, quantity: 1, selection_id: ids.navy })).status).toBe(402)
    expect(await linesOf(uuid)).toEqual([
      expect.objectContaining({
        selection_id: ids.green,
        quantity: 3,
        name: 'Test Prayer Rug - Green',
      }),
    ])
  })

  it('asks for a selection when the product is sold in colours', async () => {
    const { calls, ids } = shop
    const line = oneUnitOf(ids.coloured)
    const res = await calls.add(line)
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toHaveProperty('selection_id')
  })

  it('answers 404 for an unknown product or a selection of another product', async () => {
    const { calls, ids } = shop
    const line = { uuid: randomUUID(), product_type: 'retail', quantity: 1 }
    const unknown = await calls.add({ ...line, product_id: 999_999 })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Product not found' })
    const foreign = await calls.add({ ...line, product_id: ids.plain, selection_id: ids.green })
    expect(foreign.status).toBe(404)
  })

  it('answers 404, not 500, for ids beyond what the database stores', async () => {
    const { calls, ids } = shop
    const line = { uuid: randomUUID(), product_type: 'retail', quantity: 1 }
    expect((await calls.add({ ...line, product_id: 2 ** 40 })).status).toBe(404)
    expect(
      (await calls.add({ ...line, product_id: ids.plain, selection_id: 2 ** 40 })).status,
    ).toBe(404)
    expect((await calls.remove({ ...line, product_id: 2 ** 40 })).status).toBe(404)
  })

  it('needs a uuid from a guest', async () => {
    const { calls, ids } = shop
    const res = await calls.add({ product_id: ids.plain, product_type: 'retail', quantity: 1 })
    expect(res.status).toBe(422)
    expect((await readError(res)).errors).toEqual({ uuid: ['A guest cart needs the uuid field'] })
  })

  it('reports every invalid field, in the request language', async () => {
    const res = await shop.calls.add(
      { product_id: 'one', product_type: 'gift', quantity: 0, uuid: 'x' },
      { 'accept-language': 'ar' },
    )
    expect(res.status).toBe(422)
    const body = await readError(res)
    expect(body.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'product_id',
      'product_type',
      'quantity',
      'uuid',
    ])
  })

  it('refuses a bearer token until customer sessions exist', async () => {
    const { calls, ids } = shop
    const line = { uuid: randomUUID(), product_id: ids.plain, product_type: 'retail', quantity: 1 }
    const res = await calls.add(line, { authorization: 'Bearer token' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Unauthenticated' })
  })

  it('never lets concurrent adds exceed the stock', async () => {
    const { calls, ids } = shop
    const uuid = randomUUID()
    const line = { uuid, product_id: ids.discounted, product_type: 'retail', quantity: 1 }
    // Stock is 10: of 16 simultaneous adds, exactly 10 fit.
    const statuses = await Promise.all(
      Array.from({ length: 16 }, async () => (await calls.add(line)).status),
    )
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 402)).toHaveLength(6)
    expect(await linesOf(uuid)).toEqual([expect.objectContaining({ quantity: 10 })])
  })
})
