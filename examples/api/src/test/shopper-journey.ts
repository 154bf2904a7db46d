import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { endpoints } from '@matjar/core/contract'
import { expect } from 'vitest'
import { riyadhAddress, type ShopperOptions, shopperRequest } from './money-fixtures.ts'
import { newRegistration } from './sign-up.ts'

// biome-ignore lint/suspicious/noExplicitAny: each step checks what it reads of the answer.
type Answer = { status: number; body: any; text: string }

/** Calls an API process over HTTP as a shopper's client does, and reads the JSON answer. */
const httpCaller =
  (base: string) =>
  async (method: string, path: string, options?: ShopperOptions): Promise<Answer> => {
    const res = await fetch(`${base}${path}`, shopperRequest(method, options))
    const text = await res.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {}
    return { status: res.status, body, text }
  }

/** The 8-digit code of the last mail to `email` in an outbox folder (MAIL_OUTBOX_DIR), once sent. */
async function codeInOutbox(folder: string, email: string, waitMs = 30_000) {
  for (const end = Date.now() + waitMs; Date.now() < end; ) {
    const names = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.json'))
    for (const name of names.sort().reverse()) {
      const mail = JSON.parse(await readFile(join(folder, name), 'utf8'))
      const code = mail.to === email.toLowerCase() && /\b\d{8}\b/.exec(mail.text)?.[0]
      if (code) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`no code mailed to ${email} in ${folder}`)
}

const ok = (answer: Answer, status = 200) => {
  expect(answer.status, answer.text).toBe(status)
  return answer.body.data
}

/**
 * The whole shopper journey over HTTP, its steps spread over two API processes (`one`, `two`)
 * so that nothing may rest on one connection or one process: browse and search, a guest cart
 * added to (a retried add counted once), changed and read, sign up with that cart, sign in,
 * a wishlist toggle, an address, a wallet recharge, a checkout paid from the wallet, the orders
 * and the wallet's ledger. `outbox` is the processes' MAIL_OUTBOX_DIR; `branch` a branch's id.
 */
export async function shopperJourney(one: string, two: string, outbox: string, branch: number) {
  const [a, b] = [httpCaller(one), httpCaller(two)]
  // Browse: many lists at once, each on whichever connection is free; a product; the categories.
  const lists = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      (i % 2 ? a : b)('GET', `${endpoints.listProducts.path}?page=${(i % 3) + 1}`),
    ),
  )
  expect(lists.map((list) => list.status)).toEqual(lists.map(() => 200))
  expect(ok(await b('GET', endpoints.listCategories.path))).toBeDefined()
  // Search.
  const found = ok(await a('GET', `${endpoints.listProducts.path}?q=coffee`))
  const product = found.items.find(
    (item: { stock: number; has_selections: boolean }) => item.stock > 2 && !item.has_selections,
  )
  expect(product).toBeDefined()
  ok(await b('GET', endpoints.getProduct.path.replace('{id}', String(product.id))))

  // A guest's cart: an add retried with its key counts once; a change; read on the other process.
  const uuid = randomUUID()
  const line = { uuid, product_id: product.id, product_type: 'retail', quantity: 2 }
  const key = randomUUID()
  ok(await a('POST', endpoints.addToCart.path, { body: line, key }))
  ok(await b('POST', endpoints.addToCart.path, { body: line, key }))
  const less = { ...line, quantity: 1 }
  ok(await b('POST', endpoints.removeFromCart.path, { body: less, key: randomUUID() }))
  const guestCart = ok(await a('GET', `${endpoints.getCart.path}?uuid=${uuid}`))
  expect(guestCart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1])

  // Sign up (the code comes by mail, sent from the mail queue), keeping the guest's cart.
  const registration = newRegistration()
  const { email, password } = registration
  ok(await a('POST', endpoints.register.path, { body: registration }))
  const code = await codeInOutbox(outbox, email)
  ok(await b('POST', endpoints.confirmRegistration.path, { body: { email, code, uuid } }))
  // Sign in on the other process.
  const { token } = ok(await a('POST', endpoints.login.path, { body: { email, password } }))
  const cart = ok(await b('GET', endpoints.getCart.path, { token }))
  expect(cart.items.map((item: { quantity: number }) => item.quantity)).toEqual([1])
  ok(await a('POST', endpoints.toggleWishlist.path, { token, body: { product_id: product.id } }))
  expect(ok(await b('GET', endpoints.listWishlist.path, { token })).items).toHaveLength(1)

  // An address, a wallet recharge by card, and a checkout paid from the wallet.
  const address = ok(
    await b('POST', endpoints.createAddress.path, { token, body: riyadhAddress }),
    201,
  )
  const recharge = { amount: '500.00', payment_method: 'card' }
  ok(await a('POST', endpoints.rechargeWallet.path, { token, key: randomUUID(), body: recharge }))
  const checkout = { address_id: address.id, branch_id: branch, payment_method: 'wallet' }
  const placed = ok(
    await b('POST', endpoints.checkout.path, { token, key: randomUUID(), body: checkout }),
    201,
  )
  expect(placed.order.payment_status).toBe('paid')

  // The orders and the wallet, each on the other process.
  const orders = ok(await a('GET', `${endpoints.listOrders.path}?status=new`, { token }))
  expect(orders.items.map((order: { id: number }) => order.id)).toEqual([placed.order.id])
  const path = endpoints.getOrder.path.replace('{id}', String(placed.order.id))
  expect(ok(await b('GET', path, { token })).id).toBe(placed.order.id)
  const wallet = ok(await b('GET', endpoints.getWallet.path, { token }))
  expect(Number(wallet.balance)).toBeCloseTo(500 - Number(placed.order.total_price), 2)
  const ledger = ok(await a('GET', endpoints.listWalletTransactions.path, { token }))
  expect(ledger.items.map((entry: { kind: string }) => entry.kind).sort()).toEqual([
    'payment',
    'recharge',
  ])
}
