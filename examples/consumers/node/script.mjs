// The cart example of docs/machines/cart.md, in plain Node: no React, no browser. It must add to
// the cart, read it back, and then exit by itself (nothing left open after shop.stop()).
import {
  createBrowserCartSync,
  createBrowserStorage,
  createDocumentCookieJar,
  createStorefront,
} from '@matjar/core'

const shop = createStorefront({
  apiUrl: process.env.MATJAR_API_URL ?? 'http://127.0.0.1:4000',
  storage: createBrowserStorage('local'),
  cookies: createDocumentCookieJar(),
  cartSync: createBrowserCartSync(),
})
shop.start()

await shop.cart.add({ product_id: 1, product_type: 'retail' }, 2)
shop.cart.refresh()
await new Promise((resolve) => setTimeout(resolve, 300))
const { itemCount } = shop.cart.getState()
console.log(`In the cart: ${itemCount}`)
shop.stop()
if (itemCount !== 2) {
  console.error('expected 2 items in the cart')
  process.exitCode = 1
}
