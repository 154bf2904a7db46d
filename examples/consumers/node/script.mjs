// The cart example of docs/machines/cart.md, in plain Node: no React, no browser. It must add to
// the cart, read it back, and then exit by itself (nothing left open after shop.stop()).
import { createStorefront } from '@matjar/core'

// Outside a browser, storage and cookies stay in memory (the defaults): nothing to pass.
const shop = createStorefront({ apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000' })
shop.start()

// Every change resolves { ok, error } and never rejects; refresh() resolves once the cart is read.
const added = await shop.cart.add({ product_id: 1, product_type: 'retail' }, 2)
if (!added.ok) console.error(added.error.message)
await shop.cart.refresh()
const { itemCount } = shop.cart.getState()
console.log(`In the cart: ${itemCount}`)
shop.stop()
if (itemCount !== 2) {
  console.error('expected 2 items in the cart')
  process.exitCode = 1
}
