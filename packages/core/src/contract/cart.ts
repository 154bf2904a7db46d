import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { moneySchema, ZERO_MONEY } from './money.ts'
import { DISCOUNT_TYPES } from './promo.ts'

/** Kinds of product a cart line can hold: the retail or the wholesale offer of a product. */
export const PRODUCT_TYPES = ['retail', 'wholesale'] as const
export const productTypeSchema = named('ProductType', z.enum(PRODUCT_TYPES))
export type ProductType = z.infer<typeof productTypeSchema>

const positiveInt = () => z.int().check(z.positive())
/** Money the cart leaves out reads "0.00". */
const moneyOrZero = () => z._default(moneySchema, ZERO_MONEY)
/** A text the cart leaves out reads null. */
const textOrNull = () => z._default(z.nullable(z.string()), null)

/** One line of the cart (spec §3, "Cart item"). */
export const cartItemSchema = named(
  'CartItem',
  z.object({
    product_id: positiveInt(),
    product_type: productTypeSchema,
    quantity: positiveInt(),
    price: moneySchema.check(
      z.describe(
        'Charged per unit: the wholesale price once the cart holds `wholesale_min_quantity` units of the product, else retail.',
      ),
    ),
    price_before: z._default(z.nullable(moneySchema), null),
    discount_text: textOrNull().check(
      z.describe('"-20%" for an offer; "Wholesale price" when the wholesale price applies.'),
    ),
    selection_id: z._default(z.nullable(positiveInt()), null),
    name: z.optional(z.string()),
    image: z.optional(z.string()),
    max_quantity: z
      .optional(z.int().check(z.nonnegative()))
      .check(
        z.describe(
          'The most this line can hold now: the stock it draws on less what the other lines of the same product and selection hold.',
        ),
      ),
  }),
)
export type CartItem = z.infer<typeof cartItemSchema>

const orderStatusSchema = z._default(z.string(), 'pending')
const paymentStatusSchema = z._default(z.string(), 'pending')

/** The cart (spec §3): money as two-decimal strings defaulting to "0.00". */
export const cartSchema = named(
  'Cart',
  z.object({
    items: z._default(z.array(cartItemSchema), []),
    total_item_count: z._default(z.int().check(z.nonnegative()), 0),
    sub_total: moneyOrZero(),
    total_price: moneyOrZero(),
    total_discount: moneyOrZero(),
    shipping_cost: moneyOrZero(),
    status: orderStatusSchema,
    payment_status: paymentStatusSchema,
    payment_method: textOrNull(),
    order_date: textOrNull(),
    tax_amount: moneyOrZero(),
    estimated_delivery_date: textOrNull(),
    order_number: textOrNull(),
    history: z._default(z.array(z.unknown()), []),
    promo_code: textOrNull(),
    discount: moneyOrZero(),
    discount_type: z._default(z.nullable(z.enum(DISCOUNT_TYPES)), null),
    discount_value: moneyOrZero(),
  }),
)
export type Cart = z.infer<typeof cartSchema>

/** Body of add-to-cart and remove-from-cart (spec §7). `uuid` identifies a guest's cart. */
export const cartLineRequestSchema = named(
  'CartLineRequest',
  z.strictObject({
    product_id: positiveInt(),
    product_type: productTypeSchema,
    quantity: z.int().check(z.positive(), z.maximum(999)),
    selection_id: z.optional(positiveInt()),
    uuid: z.optional(z.uuid()),
  }),
)
export type CartLineRequest = z.infer<typeof cartLineRequestSchema>

/** Query of the cart read: guests name their cart by uuid, customers by their bearer token. */
export const cartQuerySchema = z.strictObject({
  uuid: z.optional(z.uuid()),
})
export type CartQuery = z.infer<typeof cartQuerySchema>
