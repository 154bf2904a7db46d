import type {
  GuestInfo,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
  PointsTransaction,
  User,
  WalletTransaction,
} from '@matjar/core/contract'
import { type FixtureProduct, products } from '../fixtures/catalogue.ts'
import { type FixturePromoCode, fixtureCustomer } from '../fixtures/shop.ts'
import type { StoredAddress } from './address-fields.ts'
import type { Amounts, Line } from './pricing.ts'

/** Everything the in-memory shop remembers. Plain data: tests may read it. */

export interface CartRecord {
  lines: Line[]
  promo: FixturePromoCode | null
  /** A guest cart taken into an account at sign-in: read as empty, changes refused (409). */
  retired: boolean
}

export interface CustomerRecord {
  user: User
  password: string
  cart: CartRecord
  /** Product ids, the last added first. */
  wishlist: number[]
  addresses: StoredAddress[]
  wallet: WalletTransaction[]
  points: PointsTransaction[]
}

export interface OrderRecord {
  id: number
  number: string
  customer: number | null
  placed_at: string
  status: OrderStatus
  payment_status: PaymentStatus
  payment_method: PaymentMethod
  lines: Line[]
  promo: string | null
  amounts: Amounts
  /** Units charged per line, in halalas, and the price shown struck through. */
  prices: { price: number; priceBefore: number | null; wholesale: boolean }[]
  address: Omit<StoredAddress, 'id' | 'is_default'>
  guest: GuestInfo | null
  branch: number
  history: { status: OrderStatus; at: string }[]
  rating: { rating: number; comment: string | null; created_at: string } | null
}

export interface ShopState {
  /** A copy of the catalogue whose stock the shop's sales change. */
  products: FixtureProduct[]
  customers: CustomerRecord[]
  /** Session token → customer id. */
  sessions: Map<string, number>
  guestCarts: Map<string, CartRecord>
  /** Sign-ups waiting for their mailed code, by email. */
  registrations: Map<
    string,
    { code: string; user: Omit<User, 'id' | 'created_at'>; password: string }
  >
  /** Password reset codes, by email. */
  resetCodes: Map<string, string>
  /** Every mail the shop sent, the last one last. */
  mails: { to: string; subject: string; text: string }[]
  orders: OrderRecord[]
  /** Answers of calls made with an Idempotency-Key, by key. */
  idempotency: Map<string, { body: string; status: number; answer: unknown }>
  nextId: () => number
  now: () => Date
  /** What the staff send (`X-Admin-Token`) on the back office's calls. */
  staffToken: string
}

export const emptyCart = (): CartRecord => ({ lines: [], promo: null, retired: false })

/** A new shop: the fixture catalogue (its stock copied), the fixture customer, nothing else. */
export function createShopState(
  now: () => Date = () => new Date(),
  staffToken = 'matjar-test-staff-token',
): ShopState {
  let id = 1000
  const { password, ...user } = fixtureCustomer
  return {
    products: structuredClone(products),
    customers: [
      { user, password, cart: emptyCart(), wishlist: [], addresses: [], wallet: [], points: [] },
    ],
    sessions: new Map(),
    guestCarts: new Map(),
    registrations: new Map(),
    resetCodes: new Map(),
    mails: [],
    orders: [],
    idempotency: new Map(),
    nextId: () => ++id,
    now,
    staffToken,
  }
}

/** A random session token, as long as the reference API's. */
const newToken = (): string =>
  [...crypto.getRandomValues(new Uint8Array(32))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')

/** Starts a session for the customer; its bearer token. */
export const startSession = (state: ShopState, customer: CustomerRecord): string => {
  const token = newToken()
  state.sessions.set(token, customer.user.id)
  return token
}

export const customerById = (state: ShopState, id: number) =>
  state.customers.find((customer) => customer.user.id === id)

export const customerByEmail = (state: ShopState, email: string) =>
  state.customers.find((customer) => customer.user.email === email.toLowerCase())
