import * as z from 'zod/mini'
import { ADDRESS_TYPES } from '../contract/address.ts'
import { failsWith } from './issue-message.ts'
import {
  MESSAGE_TO_STORE_MAX_LENGTH,
  NAMED_TEXT_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  ZIP_CODE_MAX_LENGTH,
} from './limits.ts'
import {
  addressDetailsField,
  addressNameField,
  cityField,
  countryField,
  optionalText,
  phoneRequiredField,
  stateField,
} from './text-fields.ts'

export const addressTypeField = z.enum(ADDRESS_TYPES, failsWith('validation.address_type.invalid'))

// Optional on its own, 2 to 255 characters when given; required for an office (below).
const optionalCompanyName = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.refine(
        (name) =>
          name === '' || (name.length >= NAMED_TEXT_MIN_LENGTH && name.length <= TEXT_MAX_LENGTH),
        failsWith('validation.company_name.length'),
      ),
    ),
  ),
  z.transform((name) => name || undefined),
)

/**
 * A delivery address (spec §3), with the field names of the API's request (contract/address.ts):
 * `name` is the address name, `details` the address itself. Name, type, country, state, city,
 * details and phone are required; the company name is required for an office only, since a
 * home has none.
 */
export const addressFormSchema = z
  .object({
    name: addressNameField,
    type: addressTypeField,
    country: countryField,
    state: stateField,
    city: cityField,
    details: addressDetailsField,
    street: optionalText(),
    block: optionalText(),
    avenue: optionalText(),
    floor: optionalText(),
    apartment_number: optionalText(),
    zip_code: optionalText(ZIP_CODE_MAX_LENGTH),
    phone: phoneRequiredField,
    company_name: optionalCompanyName,
    message_to_store: optionalText(MESSAGE_TO_STORE_MAX_LENGTH),
    is_default: z._default(z.boolean(), false),
  })
  .check(
    z.refine((address) => address.type !== 'office' || address.company_name !== undefined, {
      ...failsWith('validation.company_name.required'),
      path: ['company_name'],
      when: ({ value }) => {
        const address = value as { type?: unknown; company_name?: unknown } | undefined
        return address?.type === 'office' && !String(address.company_name ?? '').trim()
      },
    }),
  )
export type AddressForm = z.infer<typeof addressFormSchema>
