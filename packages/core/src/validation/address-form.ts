import * as z from 'zod/mini'
import { ADDRESS_TYPES, addressRequestSchema } from '../contract/address.ts'
import { blankAsMissing } from './blank-as-missing.ts'
import { withWords } from './issue-map.ts'
import { failsWith } from './issue-message.ts'

export const addressTypeField = z.enum(ADDRESS_TYPES, failsWith('validation.address_type.invalid'))

/** The parts a shopper may leave blank: a blank one is left out, not sent as "". */
const OPTIONAL = [
  'street',
  'block',
  'avenue',
  'floor',
  'apartment_number',
  'zip_code',
  'company_name',
  'message_to_store',
] as const

const shape = addressRequestSchema.shape

/**
 * A delivery address (spec §3): the contract's request (contract/address.ts), with blank optional
 * parts left out and one rule of the form's own: an office needs its company name, since a home
 * has none. Its words: `name` is the address name, `details` the address itself.
 */
export const addressFormSchema = withWords(
  z
    .extend(
      addressRequestSchema,
      Object.fromEntries(OPTIONAL.map((field) => [field, blankAsMissing(shape[field])])) as {
        [Field in (typeof OPTIONAL)[number]]: ReturnType<
          typeof blankAsMissing<(typeof shape)[Field]>
        >
      },
    )
    .check(
      z.refine((address) => address.type !== 'office' || address.company_name !== undefined, {
        ...failsWith('validation.company_name.required'),
        path: ['company_name'],
        when: ({ value }) => {
          const address = value as { type?: unknown; company_name?: unknown } | undefined
          return address?.type === 'office' && !String(address.company_name ?? '').trim()
        },
      }),
    ),
  {
    name: {
      required: 'validation.address_name.required',
      short: 'validation.address_name.length',
      long: 'validation.address_name.length',
    },
    details: {
      required: 'validation.address.required',
      short: 'validation.address.length',
      long: 'validation.address.length',
    },
    company_name: {
      required: 'validation.company_name.required',
      short: 'validation.company_name.length',
      long: 'validation.company_name.length',
    },
    type: {
      required: 'validation.address_type.invalid',
      format: 'validation.address_type.invalid',
    },
  },
)
export type AddressForm = z.infer<typeof addressFormSchema>
