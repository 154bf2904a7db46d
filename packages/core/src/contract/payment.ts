import * as z from 'zod/mini'
import { named } from './component-name.ts'

/** How an order is paid. A guest cannot pay by wallet: a guest has none. */
export const PAYMENT_METHODS = ['wallet', 'cash_on_delivery', 'card'] as const
export const paymentMethodSchema = named('PaymentMethod', z.enum(PAYMENT_METHODS))
export type PaymentMethod = z.infer<typeof paymentMethodSchema>

/**
 * Starts `pending` (spec §4). A cancelled order never asks for payment: `refunded` when it had
 * been paid, `not_charged` when it never was (cash, or a card charge that never went through).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded', 'failed', 'not_charged'] as const
export const knownPaymentStatusSchema = named('PaymentStatus', z.enum(PAYMENT_STATUSES))
export type PaymentStatus = z.infer<typeof knownPaymentStatusSchema>
