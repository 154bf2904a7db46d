import * as z from 'zod/mini'
import { phoneSchema } from './phone.ts'
import { emailSchema } from './user.ts'

/** Who a guest is, for an order without an account (spec §3 "guest info"; "Customer name is required"). */
export const guestInfoSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(255)),
  email: emailSchema,
  phone: phoneSchema,
})
export type GuestInfo = z.infer<typeof guestInfoSchema>
