import * as z from 'zod/mini'
import { addressSchema } from './address.ts'
import { branchRefSchema } from './branch.ts'
import { cartItemSchema } from './cart.ts'
import { named } from './component-name.ts'
import { guestInfoSchema } from './guest-info.ts'
import { idSchema } from './identifiers.ts'
import { moneySchema } from './money.ts'
import { knownOrderStatusSchema } from './order-status.ts'
import { knownPaymentStatusSchema, paymentMethodSchema } from './payment.ts'
import { starsSchema } from './review.ts'
import { dateSchema, timestampSchema } from './time.ts'

/** A line of an order: the cart line as it was bought, named. */
export const orderItemSchema = named(
  'OrderItem',
  z.extend(cartItemSchema, {
    name: z.string(),
    image: z.nullable(z.string()),
    selection_name: z.nullable(z.string()),
    line_total: moneySchema.check(z.describe('price × quantity')),
  }),
)
export type OrderItem = z.infer<typeof orderItemSchema>

/** The customer's rating of a delivered order. */
export const orderRatingSchema = named(
  'OrderRating',
  z.object({
    rating: starsSchema,
    comment: z.nullable(z.string()),
    created_at: timestampSchema,
  }),
)
export type OrderRating = z.infer<typeof orderRatingSchema>

/** The address an order goes to, as it was when ordered. */
export const orderAddressSchema = named(
  'OrderAddress',
  z.omit(addressSchema, { id: true, is_default: true }),
)

/**
 * An order. Amounts keep the cart's names (sub_total, shipping_cost, tax_amount, total_price …):
 * an order is the cart as it was checked out.
 */
export const orderSchema = named(
  'Order',
  z.object({
    id: idSchema,
    order_number: z.string(),
    order_date: timestampSchema,
    status: knownOrderStatusSchema,
    payment_status: knownPaymentStatusSchema,
    payment_method: paymentMethodSchema,
    items: z.array(orderItemSchema),
    total_item_count: z.int().check(z.nonnegative()),
    sub_total: moneySchema,
    total_discount: moneySchema.check(
      z.describe('Savings on offers: Σ (price_before − price) × quantity.'),
    ),
    promo_code: z.nullable(z.string()),
    discount: moneySchema.check(z.describe('Taken off by the promo code.')),
    shipping_cost: moneySchema,
    tax_amount: moneySchema.check(z.describe('VAT included in the total.')),
    total_price: moneySchema,
    estimated_delivery_date: z.nullable(dateSchema),
    address: orderAddressSchema,
    guest: z.nullable(guestInfoSchema).check(z.describe("Who ordered, for a guest's order.")),
    branch: branchRefSchema,
    history: z.array(z.object({ status: knownOrderStatusSchema, at: timestampSchema })),
    can_cancel: z.boolean(),
    can_rate: z.boolean(),
    rating: z.nullable(orderRatingSchema),
  }),
)
export type Order = z.infer<typeof orderSchema>

/** An order as the lists of new and finished orders show it. */
export const orderSummarySchema = named(
  'OrderSummary',
  z.pick(orderSchema, {
    id: true,
    order_number: true,
    order_date: true,
    status: true,
    payment_status: true,
    payment_method: true,
    total_item_count: true,
    total_price: true,
    can_cancel: true,
    can_rate: true,
  }),
)
export type OrderSummary = z.infer<typeof orderSummarySchema>
