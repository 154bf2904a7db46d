import * as z from 'zod/mini'
import { addressRequestSchema } from '../contract/address.ts'
import { guestInfoSchema } from '../contract/guest-info.ts'
import { typedEmail } from './email-field.ts'
import { type FieldWords, withWords } from './issue-map.ts'

// The checkout form (spec §3 "guest info", §5) from the checkout request's parts
// (contract/checkout.ts: `guest` is `GuestInfo`, `address` an `AddressRequest`): a rule changed
// there is a rule of the form, worded for the shopper by the localized issue map (issue-map.ts).
// The branch and the payment are chosen from lists, not typed: the API checks them.

/** Where a new address at checkout goes: the city (from `GET /data/places`), the address, a phone. */
const delivery = z.pick(addressRequestSchema, { city: true, details: true, phone: true })

const DELIVERY_WORDS: Readonly<Record<string, FieldWords>> = {
  details: {
    required: 'validation.address.required',
    short: 'validation.address.length',
    long: 'validation.address.length',
  },
}

/**
 * A customer's checkout to a new address: its city, the address itself and the phone (E.164,
 * as the shop reads what was typed). A saved address needs nothing typed.
 */
export const checkoutAddressFormSchema = withWords(delivery, DELIVERY_WORDS)
export type CheckoutAddressForm = z.infer<typeof checkoutAddressFormSchema>

/**
 * A guest's checkout: who they are (the request's `guest`: a name with letters, the email trimmed
 * as typed, the phone) and where the order goes (the `address`'s city and details, same phone).
 */
export const guestCheckoutFormSchema = withWords(
  z.extend(delivery, { name: guestInfoSchema.shape.name, email: typedEmail }),
  {
    ...DELIVERY_WORDS,
    name: { required: 'validation.customer_name.required', short: 'validation.name.min' },
  },
)
export type GuestCheckoutForm = z.infer<typeof guestCheckoutFormSchema>
