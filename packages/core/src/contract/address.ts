import * as z from 'zod/mini'
import { idSchema } from './identifiers.ts'
import { phoneSchema } from './phone.ts'

export const ADDRESS_TYPES = ['home', 'office', 'apartment', 'other'] as const
export const addressTypeSchema = z.enum(ADDRESS_TYPES)
export type AddressType = z.infer<typeof addressTypeSchema>

/** Names and the address line (spec §5): 2 to 255 characters. */
const line = z.string().check(z.trim(), z.minLength(2), z.maxLength(255))
/** The short optional parts: street, block, floor … */
const part = z.string().check(z.trim(), z.maxLength(255))
/** A required text of 1 to `max` characters, trimmed. */
const filled = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max))
/** An optional text of at most `max` characters, trimmed. */
const upTo = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)))

/**
 * A delivery address as the form sends it (spec §3, §5). The address `name` is unique among the
 * customer's addresses (409 when taken).
 */
export const addressRequestSchema = z.strictObject({
  name: line.check(
    z.regex(/\p{L}/u, { error: 'A name needs letters, Arabic or Latin' }),
    z.describe('What the customer calls it: "Home", "Office" …'),
  ),
  type: addressTypeSchema,
  country: filled(255),
  state: filled(255),
  city: filled(255),
  street: z.optional(part),
  block: z.optional(part),
  avenue: z.optional(part),
  floor: z.optional(part),
  apartment_number: z.optional(part),
  zip_code: upTo(20),
  phone: phoneSchema,
  company_name: z.optional(line),
  details: line.check(z.describe('The address itself: building, landmark, directions.')),
  message_to_store: upTo(1000),
  is_default: z._default(z.boolean(), false),
})
export type AddressRequest = z.input<typeof addressRequestSchema>

const given = z.nullable(z.string())

/** A saved delivery address. Parts the customer left out are null. */
export const addressSchema = z.object({
  id: idSchema,
  name: z.string(),
  type: addressTypeSchema,
  country: z.string(),
  state: z.string(),
  city: z.string(),
  street: given,
  block: given,
  avenue: given,
  floor: given,
  apartment_number: given,
  zip_code: given,
  phone: phoneSchema,
  company_name: given,
  details: z.string(),
  message_to_store: given,
  is_default: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>
