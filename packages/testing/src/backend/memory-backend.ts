import type { OrderStatus, Session } from '@matjar/core/contract'
import { canMoveOrder } from '@matjar/core/rules'
import { fixtureCustomer } from '../fixtures/shop.ts'
import type { Handlers } from './handler.ts'
import { accountHandlers } from './handlers/account.ts'
import { cartHandlers } from './handlers/cart.ts'
import { catalogueHandlers } from './handlers/catalogue.ts'
import { checkoutHandlers } from './handlers/checkout.ts'
import { contentHandlers } from './handlers/content.ts'
import { customerListHandlers } from './handlers/customer-lists.ts'
import { orderHandlers } from './handlers/orders.ts'
import { staffHandlers } from './handlers/staff.ts'
import { walletPointsHandlers } from './handlers/wallet-points.ts'
import { json } from './http.ts'
import { applyMove } from './order-moves.ts'
import { route } from './router.ts'
import { createShopState, customerByEmail, type ShopState, startSession } from './state.ts'

/** Every call of the contract the in-memory shop answers, by endpoint name. */
export const memoryHandlers: Handlers = {
  ...cartHandlers,
  ...checkoutHandlers,
  ...accountHandlers,
  ...customerListHandlers,
  ...orderHandlers,
  ...walletPointsHandlers,
  ...catalogueHandlers,
  ...contentHandlers,
  ...staffHandlers,
}

export interface MemoryBackendOptions {
  /** The origin it answers at; `http://matjar.test` by default. Give it as the storefront's `apiUrl`. */
  url?: string
  /** The clock of orders, sign-ups and ledgers; the real time by default. */
  now?: () => Date
  /** The staff's token for the back office's calls; `matjar-test-staff-token` by default. */
  staffToken?: string
}

export interface MemoryBackend {
  /** A `fetch` that answers every call of the contract under `url`, as a backend would over HTTP. */
  fetch: typeof fetch
  url: string
  /** What the shop holds now: carts, customers, orders, stock … Plain data, for assertions. */
  state: ShopState
  /** The last code the shop mailed to the address (sign-up, password reset), if any. */
  codeFor(email: string): string | undefined
  /** A session for a customer of the shop (the fixture customer by default), without a call. */
  signIn(email?: string): Session
  /**
   * The shop's staff move an order on (as `changeOrderStatus` does): a delivered order earns its
   * customer points, a cancelled one gives back stock and payment.
   */
  moveOrder(id: number, status: OrderStatus): void
}

/**
 * A Storefront API in memory: the contract's calls answered from the fixture shop (its catalogue,
 * content, promo codes and customer), with carts, sign-up by mailed code, sign-in, wishlist,
 * addresses, checkout, orders, wallet and points kept in `state`. Inputs are read with the
 * contract's schemas and answers checked against them, so a component tested against it meets
 * the same shapes, statuses and messages (in English and Arabic) as against a real backend.
 */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const url = (options.url ?? 'http://matjar.test').replace(/\/+$/, '')
  const origin = new URL(url).origin
  const state = createShopState(options.now, options.staffToken)
  return {
    url,
    state,
    fetch: async (input, init) => {
      const request = new Request(input, init)
      if (new URL(request.url).origin !== origin) {
        return json(404, { message: `The in-memory backend answers at ${origin} only` })
      }
      return route(request, memoryHandlers, state)
    },
    codeFor: (email) => {
      const mail = state.mails.findLast((sent) => sent.to === email.toLowerCase())
      return /\b\d{8}\b/.exec(mail?.text ?? '')?.[0]
    },
    signIn: (email = fixtureCustomer.email) => {
      const customer = customerByEmail(state, email)
      if (!customer) throw new Error(`The in-memory shop has no customer ${email}`)
      return { user: customer.user, token: startSession(state, customer) }
    },
    moveOrder: (id, status) => {
      const record = state.orders.find((candidate) => candidate.id === id)
      if (!record) throw new Error(`The in-memory shop has no order ${id}`)
      if (!canMoveOrder(record.status, status)) {
        throw new Error(`Order ${id} cannot move from ${record.status} to ${status}`)
      }
      applyMove(state, record, status)
    },
  }
}
