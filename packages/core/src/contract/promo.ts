import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { moneySchema } from './money.ts'
import { plainLine } from './plain-text.ts'

/** How a promo code takes money off: a percentage of the cart, or a fixed amount. */
export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const
export type DiscountType = (typeof DISCOUNT_TYPES)[number]

/** A promo code as the shopper types it. */
export const promoCodeSchema = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64), plainLine)

/** What an applied promo code does to the cart (spec §3, "Promo details"). */
export const promoDetailsSchema = named(
  'PromoDetails',
  z.object({
    id: idSchema,
    code: promoCodeSchema,
    discount: moneySchema.check(z.describe('The amount taken off the cart.')),
    discount_type: z.enum(DISCOUNT_TYPES),
    discount_value: moneySchema.check(
      z.describe('The percentage ("10.00" is 10%) or the fixed amount.'),
    ),
    total_after_discount: moneySchema,
  }),
)
export type PromoDetails = z.infer<typeof promoDetailsSchema>

/** Applies a code to the cart of a guest (`uuid`) or of the customer (bearer). */
export const promoCodeRequestSchema = named(
  'PromoCodeRequest',
  z.strictObject({
    code: promoCodeSchema,
    uuid: z.optional(z.uuid()),
  }),
)
export type PromoCodeRequest = z.infer<typeof promoCodeRequestSchema>
