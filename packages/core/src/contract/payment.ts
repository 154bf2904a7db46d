import * as z from 'zod/mini'
import { named } from './component-name.ts'

/** How an order is paid. A guest cannot pay by wallet: a guest has none. */
export const PAYMENT_METHODS = ['wallet', 'cash_on_delivery', 'card'] as const
export const paymentMethodSchema = named('PaymentMethod', z.enum(PAYMENT_METHODS))
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/** Starts `pending` (spec §4); `refunded` after a paid order is cancelled. */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed'] as const
export const knownPaymentStatusSchema = named('PaymentStatus', z.enum(PAYMENT_STATUSES))
export type PaymentStatus = z.infer<typeof knownPaymentStatusSchema>
