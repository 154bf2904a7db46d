import { describe, expect, it } from 'vitest'
import type { Cart } from '../contract/cart.ts'
import { cartSchema } from '../contract/cart.ts'
import { createCartStore } from './cart-store.ts'

const cartWith = (count: number): Cart =>
  cartSchema.parse({
    items: count
      ? [{ product_id: 1, product_type: 'retail', quantity: count, price: '10.00' }]
      : [],
    total_item_count: count,
  })

describe('createCartStore', () => {
  it('counts units of the cart and treats a missing or itemless cart as empty', async () => {
    const answers: (Cart | null)[] = [cartWith(3), null, cartWith(0)]
    const store = createCartStore({
      client: { getCart: async () => answers.shift() ?? null },
      getGuestCartId: () => null,
    })
    expect(store.getSnapshot().itemCount).toBe(0)
    expect((await store.refresh()).itemCount).toBe(3)
    expect((await store.refresh()).itemCount).toBe(0)
    expect((await store.refresh()).itemCount).toBe(0)
  })

  it('asks for the guest cart by its uuid', async () => {
    const queries: unknown[] = []
    const store = createCartStore({
      client: {
        getCart: async (query) => {
          queries.push(query)
          return null
        },
      },
      getGuestCartId: () => '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01',
    })
    await store.refresh()
    expect(queries).toEqual([{ uuid: '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01' }])
  })

  it('keeps the newest read when an older one answers late', async () => {
    const pending: ((cart: Cart) => void)[] = []
    const store = createCartStore({
      client: { getCart: () => new Promise<Cart>((resolve) => pending.push(resolve)) },
      getGuestCartId: () => null,
    })
    const first = store.refresh()
    const second = store.refresh()
    pending[1]?.(cartWith(5))
    await second
    pending[0]?.(cartWith(1))
    await first
    expect(store.getSnapshot().itemCount).toBe(5)
  })

  it('notifies subscribers until they leave', async () => {
    const store = createCartStore({
      client: { getCart: async () => cartWith(2) },
      getGuestCartId: () => null,
    })
    let calls = 0
    const leave = store.subscribe(() => calls++)
    await store.refresh()
    const seen = calls
    leave()
    await store.refresh()
    expect(seen).toBeGreaterThan(0)
    expect(calls).toBe(seen)
  })
})
