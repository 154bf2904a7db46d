// A customer for the account journeys: signed up through the API as a shopper would (the code
// read from the API's mail outbox) and signed into the browser with the session the SDK keeps.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { ACCOUNT_PAGES } from '../../examples/storefront/app/account/account-pages.ts'
import { adminToken, apiUrl, outboxDir } from '../playwright.config.ts'

export const PASSWORD = 'Qahwa#2025'

export interface Customer {
  email: string
  token: string
  session: unknown
}

/** The last mail the API wrote to `email` (its subject), and the 8-digit code in it. */
export const lastMailTo = async (email: string) => {
  let mail = { to: '', subject: '', text: '' }
  let code = ''
  await expect
    .poll(() => {
      const mails = readdirSync(outboxDir)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(outboxDir, name), 'utf8')) as typeof mail)
        .filter((sent) => sent.to === email)
      mail = mails.at(-1) ?? mail
      code = /\b\d{8}\b/.exec(mail.text)?.[0] ?? ''
      return code
    })
    .toMatch(/^\d{8}$/)
  return { code, subject: mail.subject }
}

/** The 8-digit code of the last mail the API wrote to `email`. */
const mailedCode = async (email: string) => (await lastMailTo(email)).code

/** `POST /auth/register`, the mailed code, `POST /auth/register/confirm`: a signed-in session. */
const randomByte = () => Math.floor(Math.random() * 254) + 1

export const signUp = async (request: APIRequestContext, firstName = 'Sara'): Promise<Customer> => {
  const email = `${firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`
  // Each test customer signs up from an address of its own (the API believes X-Forwarded-For
  // from this machine, TRUSTED_PROXIES=loopback), as real shoppers do: per-client limits hold.
  const from = { 'x-forwarded-for': `198.18.${randomByte()}.${randomByte()}` }
  const started = await request.post(`${apiUrl}/auth/register`, {
    headers: from,
    data: {
      user_name: firstName.toLowerCase(),
      first_name: firstName,
      last_name: 'Ali',
      email,
      phone: '+966512345678',
      password: PASSWORD,
      confirm_password: PASSWORD,
      accept_terms: true,
    },
  })
  expect(started.status(), await started.text()).toBe(200)
  const confirmed = await request.post(`${apiUrl}/auth/register/confirm`, {
    headers: from,
    data: { email, code: await mailedCode(email) },
  })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
  const session = ((await confirmed.json()) as { data: { token: string } }).data
  return { email, token: session.token, session }
}

/**
 * The browser starts signed in as `customer` in `language`: the HttpOnly `_token` cookie the
 * storefront's server would have set at sign-in, and `lang`.
 */
export const signInBrowser = async (
  context: BrowserContext,
  baseURL: string,
  customer: Customer,
  language: 'en' | 'ar',
) => {
  await context.addCookies([
    { name: '_token', value: customer.token, url: baseURL, httpOnly: true, sameSite: 'Lax' },
    { name: 'lang', value: language, url: baseURL },
  ])
}

/**
 * The browser starts with a guest cart id (`guest-cart-uiid`), once: after the shopper signs in
 * the SDK retires it, and later pages must not bring it back.
 */
export const startGuestCart = async (page: Page, uuid: string) => {
  await page.addInitScript((id) => {
    if (sessionStorage.getItem('e2e-guest-cart')) return
    sessionStorage.setItem('e2e-guest-cart', id)
    localStorage.setItem('guest-cart-uiid', id)
  }, uuid)
}

const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` })

type Listed = { id: number; stock: number; has_selections: boolean; price: string }

/** A product without colours with stock for `units`, priced so `units` cost at least `atLeast`. */
export const productFor = async (request: APIRequestContext, atLeast: number, units = 1) => {
  const answer = await request.get(`${apiUrl}/data/products?per_page=100`)
  const items = ((await answer.json()) as { data: { items: Listed[] } }).data.items
  const fit = items
    .filter((p) => !p.has_selections && p.stock >= units + 5 && Number(p.price) * units >= atLeast)
    .sort((a, b) => Number(a.price) - Number(b.price))[0]
  expect(fit, `a product with ${units} units worth ${atLeast}`).toBeTruthy()
  return fit as Listed
}

/** Puts `quantity` of the product in the customer's cart. */
export const fillCart = async (
  request: APIRequestContext,
  customer: Customer,
  productId: number,
  quantity: number,
) => {
  const added = await request.post(`${apiUrl}/actions/product/add-to-cart`, {
    headers: bearer(customer),
    data: { product_id: productId, product_type: 'retail', quantity },
  })
  expect(added.status(), await added.text()).toBe(200)
}

/** A Riyadh address saved to the customer's account (named `name`); its id. */
export const saveRiyadhAddress = async (
  request: APIRequestContext,
  customer: Customer,
  name = `Riyadh ${crypto.randomUUID().slice(0, 6)}`,
) => {
  const address = await request.post(`${apiUrl}/auth/addresses`, {
    headers: bearer(customer),
    data: {
      name,
      type: 'home',
      country: 'SA',
      state: 'SA-01',
      city: 'riyadh',
      phone: '+966512345678',
      details: 'King Fahd Road, building 7',
    },
  })
  expect(address.status(), await address.text()).toBe(201)
  return ((await address.json()) as { data: { id: number } }).data.id
}

/** Checks the customer's cart out with cash on delivery to a new saved address; the order id. */
const placeOrder = async (request: APIRequestContext, customer: Customer) => {
  const addressId = await saveRiyadhAddress(request, customer)
  const branches = await (await request.get(`${apiUrl}/data/branches`)).json()
  const checkout = await request.post(`${apiUrl}/actions/checkout`, {
    headers: { ...bearer(customer), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      address_id: addressId,
      branch_id: (branches as { data: { id: number }[] }).data[0]!.id,
      payment_method: 'cash_on_delivery',
    },
  })
  expect(checkout.status(), await checkout.text()).toBe(201)
  return ((await checkout.json()) as { data: { order: { id: number } } }).data.order.id
}

/** A new customer who has ordered one of a product worth at least `atLeast`; the order id. */
export const customerWithOrder = async (
  request: APIRequestContext,
  firstName: string,
  atLeast: number,
) => {
  const customer = await signUp(request, firstName)
  const product = await productFor(request, atLeast)
  await fillCart(request, customer, product.id, 1)
  return { customer, orderId: await placeOrder(request, customer) }
}

/** The shop's staff deliver the order (the API's staff route). */
export const deliver = async (request: APIRequestContext, orderId: number) => {
  const moved = await request.post(`${apiUrl}/shop/orders/${orderId}/status`, {
    headers: { 'X-Admin-Token': adminToken },
    data: { status: 'delivered' },
  })
  expect(moved.status(), await moved.text()).toBe(200)
}

/** The API's own reading of an order's invoice (the page must show the same QR payload). */
export const invoiceOf = async (request: APIRequestContext, customer: Customer, orderId: number) =>
  (
    (await (
      await request.get(`${apiUrl}/auth/orders/${orderId}/invoice`, { headers: bearer(customer) })
    ).json()) as { data: { invoice_number: string; zatca_qr: string } }
  ).data

/**
 * A customer with something on every screen of the account: a recharged wallet, an order on its
 * way, a delivered one (with its points), an address and a favourite. Returns the two orders.
 */
const customerWithHistory = async (request: APIRequestContext) => {
  const customer = await signUp(request, 'Layla')
  const recharged = await request.post(`${apiUrl}/auth/wallet/recharge`, {
    headers: { ...bearer(customer), 'Idempotency-Key': crypto.randomUUID() },
    data: { amount: '300.00', payment_method: 'card' },
  })
  expect(recharged.status(), await recharged.text()).toBe(200)
  const expensive = await productFor(request, 520)
  await fillCart(request, customer, expensive.id, 1)
  const delivered = await placeOrder(request, customer)
  await deliver(request, delivered)
  const cheap = await productFor(request, 30)
  await fillCart(request, customer, cheap.id, 2)
  const pending = await placeOrder(request, customer)
  const favourite = await request.post(`${apiUrl}/auth/wishlist`, {
    headers: bearer(customer),
    data: { product_id: cheap.id },
  })
  expect(favourite.status(), await favourite.text()).toBe(200)
  return { customer, pending, delivered }
}

/** A customer with history (above), signed into the browser in `language`. */
export const signedInWithHistory = async (
  context: BrowserContext,
  request: APIRequestContext,
  language: 'en' | 'ar',
) => {
  const history = await customerWithHistory(request)
  await signInBrowser(context, test.info().project.use.baseURL!, history.customer, language)
  return history
}

/**
 * Every screen of the customer's area, by name: its sections from the storefront's table (a new
 * section is visited without a change here), then an order's pages.
 */
export const accountScreens = (orders: {
  pending: number
  delivered: number
}): [string, string][] => [
  ...ACCOUNT_PAGES.map(({ screen, path }): [string, string] => [screen, `/user-profile/${path}`]),
  ['order', `/user-profile/orders/${orders.pending}`],
  ['delivered-order', `/user-profile/orders/${orders.delivered}`],
  ['invoice', `/user-profile/orders/${orders.delivered}/invoice`],
]
