import * as z from 'zod/mini'
import { addressRequestSchema } from './address.ts'
import { named } from './component-name.ts'
import { guestInfoSchema } from './guest-info.ts'
import { idSchema } from './identifiers.ts'
import { moneySchema } from './money.ts'
import { orderSchema } from './order.ts'
import { paymentMethodSchema } from './payment.ts'
import { cityCodeSchema } from './place.ts'
import { plainLines } from './plain-text.ts'

/**
 * Checkout of the cart. A customer (bearer) names a saved address by `address_id`; a guest names
 * their cart by `uuid` and gives `guest` and `address`. A guest cannot pay by wallet.
 */
export const checkoutRequestSchema = named(
  'CheckoutRequest',
  z
    .strictObject({
      uuid: z.optional(z.uuid()).check(z.describe("A guest's cart; absent for a customer.")),
      address_id: z.optional(idSchema).check(z.describe("A customer's saved address.")),
      address: z.optional(addressRequestSchema).check(z.describe("A guest's delivery address.")),
      guest: z.optional(guestInfoSchema),
      branch_id: idSchema.check(z.describe('The branch that prepares the order.')),
      payment_method: paymentMethodSchema,
      notes: z.optional(z.string().check(z.trim(), z.maxLength(1000), plainLines)),
    })
    .check(
      z.superRefine((order, ctx) => {
        const need = (path: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [path], message })
        if (order.uuid === undefined) {
          if (order.address_id === undefined) need('address_id', 'Choose a delivery address')
          if (order.address !== undefined) need('address', 'A customer chooses a saved address')
          if (order.guest !== undefined) need('guest', 'Guest details are for guests only')
          return
        }
        if (order.address === undefined) need('address', 'The delivery address is required')
        if (order.guest === undefined) need('guest', 'Your name, email and phone are required')
        if (order.address_id !== undefined) need('address_id', 'A guest has no saved addresses')
        if (order.payment_method === 'wallet')
          need('payment_method', 'A guest cannot pay by wallet')
      }),
    ),
)
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>

/** The placed order; `payment_url` is where a card payment continues, null otherwise. */
export const checkoutResultSchema = named(
  'CheckoutResult',
  z.object({
    order: orderSchema,
    payment_url: z.nullable(z.string()),
  }),
)
export type CheckoutResult = z.infer<typeof checkoutResultSchema>

/**
 * What a checkout would charge for the cart now, delivered to a saved address (`address_id`, a
 * customer) or to a city (`city`, an identifier of `GET /data/places`). Priced by
 * the same rules the checkout charges by; a guest names their cart by `uuid`.
 */
export const checkoutQuoteRequestSchema = z
  .strictObject({
    uuid: z.optional(z.uuid()).check(z.describe("A guest's cart; absent for a customer.")),
    address_id: z.optional(idSchema).check(z.describe("A customer's saved address.")),
    city: z
      .optional(cityCodeSchema)
      .check(z.describe('The delivery city, by its identifier (`GET /data/places`).')),
  })
  .check(
    z.superRefine((quote, ctx) => {
      if ((quote.address_id === undefined) === (quote.city === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: ['city'],
          message: 'Name either a saved address or a city',
        })
      }
    }),
  )
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>

/** The amounts of a checkout before it is placed: what the shopper will be charged. */
export const checkoutQuoteSchema = z.object({
  sub_total: moneySchema,
  total_discount: moneySchema.check(z.describe('Savings on offers and wholesale prices.')),
  discount: moneySchema.check(z.describe("Taken off by the cart's promo code.")),
  shipping_cost: moneySchema,
  tax_amount: moneySchema.check(z.describe('The VAT included in `total_price`.')),
  total_price: moneySchema.check(z.describe('What the order will charge.')),
})
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>
