import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { phoneSchema } from './phone.ts'
import { cityCodeSchema, countryCodeSchema, regionCodeSchema } from './place.ts'
import { plainLine, plainLines } from './plain-text.ts'

export const ADDRESS_TYPES = ['home', 'office', 'apartment', 'other'] as const
export const addressTypeSchema = named('AddressType', z.enum(ADDRESS_TYPES))
export type AddressType = z.infer<typeof addressTypeSchema>

/** Names and the address line (spec §5): 2 to 255 characters. */
const line = z.string().check(z.trim(), z.minLength(2), z.maxLength(255), plainLine)
/** The short optional parts: street, block, floor … */
const part = z.string().check(z.trim(), z.maxLength(255), plainLine)
/** A required text of 1 to `max` characters, trimmed. */
/** An optional text of at most `max` characters, trimmed. */
const upTo = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max), plainLines))

/**
 * A delivery address as the form sends it (spec §3, §5). The address `name` is unique among the
 * customer's addresses (409 when taken).
 */
export const addressRequestSchema = named(
  'AddressRequest',
  z.strictObject({
    name: line.check(
      z.regex(/\p{L}/u, { error: 'A name needs letters, Arabic or Latin' }),
      z.describe('What the customer calls it: "Home", "Office" …'),
    ),
    type: addressTypeSchema,
    country: countryCodeSchema.check(z.describe('From `GET /data/places`: `SA`.')),
    state: regionCodeSchema.check(
      z.describe("The region (`GET /data/places`), in the country: `SA-01`, Riyadh's."),
    ),
    city: cityCodeSchema.check(z.describe('A city of the region (`GET /data/places`): `riyadh`.')),
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
  }),
)
export type AddressRequest = z.input<typeof addressRequestSchema>

const given = z.nullable(z.string())

const placeName = z
  .string()
  .check(
    z.describe("Named in the request's language; an identifier the shop no longer lists as is."),
  )

/**
 * A saved delivery address. Parts the customer left out are null. Its places are identifiers,
 * each with its name in the request's language beside it.
 */
export const addressSchema = named(
  'Address',
  z.object({
    id: idSchema,
    name: z.string(),
    type: addressTypeSchema,
    country: z.string(),
    country_name: placeName,
    state: z.string(),
    state_name: placeName,
    city: z.string(),
    city_name: placeName,
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
  }),
)
export type Address = z.infer<typeof addressSchema>
