import {
  DISCOUNT_TYPES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  PRODUCT_TYPES,
} from '@matjar/core/contract'
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { customers } from './accounts.ts'
import { products } from './catalogue.ts'
import { createdAt, moment, oneOf } from './columns.ts'
import { branches } from './content.ts'

/** A promo code. `value` is basis points for a percentage (1000 = 10 %), halalas when fixed. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case; the shopper may type it in any case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: DISCOUNT_TYPES }).notNull(),
    value: integer('value').notNull(),
    minimumOrder: integer('minimum_order').notNull().default(0),
    expiresAt: moment('expires_at'),
    /** Uses in all; null for no limit. `used` counts orders placed with it. */
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    check('promo_codes_kind_known', oneOf(t.kind, DISCOUNT_TYPES)),
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check(
      'promo_codes_percentage_at_most_100',
      sql`${t.kind} <> 'percentage' OR ${t.value} <= 10000`,
    ),
    check('promo_codes_used_within_limit', sql`${t.maxUses} IS NULL OR ${t.used} <= ${t.maxUses}`),
  ],
)

/** An order: the cart as it was checked out, priced from the catalogue at that moment. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** A guest's name, email and phone; null for a customer's order. */
    guest: jsonb('guest'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentReference: text('payment_reference'),
    subTotal: integer('sub_total').notNull(),
    totalDiscount: integer('total_discount').notNull().default(0),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    promoCode: text('promo_code'),
    discount: integer('discount').notNull().default(0),
    shippingCost: integer('shipping_cost').notNull(),
    /** VAT included in the total (prices include VAT). */
    taxAmount: integer('tax_amount').notNull(),
    total: integer('total').notNull(),
    /** The delivery address as it was when ordered. */
    address: jsonb('address').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    notes: text('notes'),
    estimatedDeliveryDate: text('estimated_delivery_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_id_index').on(t.customerId),
    check(
      'orders_amounts_non_negative',
      sql`${t.subTotal} >= 0 AND ${t.discount} >= 0 AND ${t.shippingCost} >= 0 AND ${t.taxAmount} >= 0 AND ${t.total} >= 0`,
    ),
  ],
)

/** The order a row belongs to; the row goes with the order. */
const orderId = () =>
  integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' })

/** A line of an order, named and priced as bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: orderId(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type', { enum: PRODUCT_TYPES }).notNull(),
    selectionId: integer('selection_id'),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    priceBefore: integer('price_before'),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    selectionEn: text('selection_en'),
    selectionAr: text('selection_ar'),
  },
  (t) => [
    index('order_items_order_id_index').on(t.orderId),
    // Units sold are kept on the product (a trigger), but an order line is still found by product.
    index('order_items_product_id_index').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
)

/** Every status an order went through, in order. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: serial('id').primaryKey(),
    orderId: orderId(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    at: moment('at').notNull().defaultNow(),
  },
  (t) => [index('order_history_order_id_index').on(t.orderId)],
)

/** The customer's rating of a delivered order: one per order. */
export const orderRatings = pgTable(
  'order_ratings',
  {
    orderId: orderId().primaryKey(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [check('order_ratings_stars', sql`${t.rating} BETWEEN 1 AND 5`)],
)

/** Which order used which promo code, for the per-customer limit. */
export const promoUses = pgTable(
  'promo_uses',
  {
    orderId: orderId().primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** The buyer's email, lower case (a customer's, or the guest's): "once per customer" counts it. */
    email: text('email'),
  },
  (t) => [
    index('promo_uses_code_customer_index').on(t.promoCodeId, t.customerId),
    index('promo_uses_code_email_index').on(t.promoCodeId, t.email),
  ],
)
