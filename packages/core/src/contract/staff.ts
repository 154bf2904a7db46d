import * as z from 'zod/mini'
import { idSchema } from './identifiers.ts'
import { moneySchema } from './money.ts'
import { knownOrderStatusSchema } from './order-status.ts'
import { knownPaymentStatusSchema, paymentMethodSchema } from './payment.ts'
import { timestampSchema } from './time.ts'

/** The header a member of the shop's staff sends on `access: 'staff'` calls: the API's `ADMIN_TOKEN`. */
export const STAFF_TOKEN_HEADER = 'x-admin-token'

/** An order as the back office lists it: who bought it and where it may move next. */
export const staffOrderSchema = z.object({
  id: idSchema,
  order_number: z.string(),
  order_date: timestampSchema,
  status: knownOrderStatusSchema,
  payment_method: paymentMethodSchema,
  payment_status: knownPaymentStatusSchema,
  total_price: moneySchema,
  buyer: z.nullable(
    z.string().check(z.describe("The customer's email, or the guest's; null if neither.")),
  ),
  delivery: z
    .object({ country_name: z.string(), state_name: z.string(), city_name: z.string() })
    .check(z.describe("Where the order goes: its places named in the request's language.")),
  next_statuses: z.array(knownOrderStatusSchema),
})
export type StaffOrder = z.infer<typeof staffOrderSchema>

/** Moves an order on (confirmed, preparing, shipped, delivered) or cancels it. */
export const orderStatusChangeSchema = z.strictObject({ status: knownOrderStatusSchema })
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>
