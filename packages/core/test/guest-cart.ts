import type { CartSyncChannel } from '../src/cart/cart-sync.ts'
import { createCart } from '../src/cart/create-cart.ts'
import type { createFakeCartServer } from './fake-cart-server.ts'
import { waitForSnapshot as waitFor } from './wait-for.ts'

/** A guest cart over the fake cart server: its catalogue, lines and how to start and settle it. */
export const GUEST = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
export const catalogue = {
  1: { price: '40.00', price_before: '50.00', stock: 10 },
  2: { price: '15.50', stock: 3 },
  3: { price: '99.00', stock: 0 },
}
export const mug = { product_id: 1, product_type: 'retail' as const }
export const kettle = { product_id: 2, product_type: 'retail' as const }
export const soldOut = { product_id: 3, product_type: 'retail' as const }

const guestIdentity = () => ({ read: () => GUEST, ensure: () => GUEST })

/** Resolves once nothing waits and the first read has answered. */
export const settle = (cart: ReturnType<typeof createCart>) =>
  waitFor(cart.actor, (snapshot) => snapshot.context.queue.length === 0 && snapshot.context.loaded)

export const startCart = (
  server: ReturnType<typeof createFakeCartServer>,
  sync?: CartSyncChannel,
) => {
  const cart = createCart({
    client: server.client as never,
    guestCartId: guestIdentity(),
    isCustomer: () => false,
    ...(sync ? { sync } : {}),
  })
  cart.start()
  return cart
}
