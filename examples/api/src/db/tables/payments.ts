import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { customers } from './accounts.ts'
import { carts } from './cart.ts'
import { createdAt, moment, oneOf } from './columns.ts'
import { orders } from './orders.ts'

/** What a card payment pays for. */
export const CARD_PAYMENT_PURPOSES = ['order', 'recharge'] as const
/** A card payment is `awaiting` its provider until one event moves it, once, to `paid` or `cancelled`. */
export const CARD_PAYMENT_STATES = ['awaiting', 'paid', 'cancelled'] as const
/**
 * What the one transition did, answered again to every later confirmation: `paid` (the order is
 * paid, the wallet credited), `refunded` (the order had been cancelled: the money went back),
 * `cancelled` (nothing was taken; the order is cancelled).
 */
export const CARD_PAYMENT_OUTCOMES = ['paid', 'refunded', 'cancelled'] as const
export type CardPaymentOutcome = (typeof CARD_PAYMENT_OUTCOMES)[number]

/**
 * Every card charge the shop asked a provider for, keyed by the provider's reference: the state
 * machine of payments/confirm-payment.ts. The key makes a payment complete once whatever the
 * duplicates (a page submitted three times, a webhook retried, two API processes).
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    providerReference: text('provider_reference').primaryKey(),
    purpose: text('purpose', { enum: CARD_PAYMENT_PURPOSES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The cart an order was placed from: its lines come back if the payment does not happen. */
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    state: text('state', { enum: CARD_PAYMENT_STATES }).notNull().default('awaiting'),
    outcome: text('outcome', { enum: CARD_PAYMENT_OUTCOMES }),
    /** When the provider was asked to give a guest's charge back (an order cancelled meanwhile). */
    refundAskedAt: moment('refund_asked_at'),
    createdAt: createdAt(),
    settledAt: moment('settled_at'),
  },
  (t) => [
    index('card_payments_order_id_index').on(t.orderId),
    check('card_payments_purpose', oneOf(t.purpose, CARD_PAYMENT_PURPOSES)),
    check('card_payments_state', oneOf(t.state, CARD_PAYMENT_STATES)),
    check(
      'card_payments_outcome_once_settled',
      sql`(${t.state} = 'awaiting') = (${t.outcome} IS NULL)`,
    ),
    check(
      'card_payments_names_what_it_pays',
      sql`${t.purpose} = 'recharge' OR ${t.orderId} IS NOT NULL`,
    ),
    check('card_payments_amount_positive', sql`${t.amount} > 0`),
  ],
)

export const TEST_PAGE_STATES = ['open', 'verifying', 'paid', 'cancelled'] as const
export type TestPageState = (typeof TEST_PAGE_STATES)[number]

/**
 * The development provider's own side (payments/test-payment-page.ts): one row per payment
 * waiting on its hosted page, so any API process can serve the page. `refunded` counts the
 * halalas it was asked to give back.
 */
export const testPagePayments = pgTable(
  'test_page_payments',
  {
    id: uuid('id').primaryKey(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    language: text('language', { enum: ['en', 'ar'] }).notNull(),
    state: text('state', { enum: TEST_PAGE_STATES }).notNull().default('open'),
    refunded: integer('refunded').notNull().default(0),
    refunds: integer('refunds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('test_page_payments_state', oneOf(t.state, TEST_PAGE_STATES))],
)
