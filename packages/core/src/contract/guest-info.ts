import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { phoneSchema } from './phone.ts'
import { emailSchema, personNameSchema } from './user.ts'

/** Who a guest is, for an order without an account (spec §3 "guest info"; "Customer name is required"). */
export const guestInfoSchema = named(
  'GuestInfo',
  z.strictObject({
    name: personNameSchema,
    email: emailSchema,
    phone: phoneSchema,
  }),
)
export type GuestInfo = z.infer<typeof guestInfoSchema>
