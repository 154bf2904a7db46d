import {
  checkoutAddressFormSchema,
  guestCheckoutFormSchema,
  type Language,
  validateForm,
} from '@matjar/core'
import type { CheckoutField } from './use-checkout.ts'

/** The checkout form's typed fields (the phone as the wire's E.164 number). */
export interface TypedCheckout {
  name: string
  email: string
  phone: string
  city: string
  details: string
}

/**
 * The checkout form's own checks (spec §5) with the SDK's form schemas, derived from the checkout
 * request: a guest's details and address, or a customer's new address (a saved one needs nothing
 * typed). Messages in `language`. Loaded when the shopper places the order, so the cart page does
 * not bring zod to every visit.
 */
export function checkoutProblems(
  typed: TypedCheckout,
  who: 'guest' | 'new-address' | 'saved-address',
  language: Language,
): Partial<Record<CheckoutField, string>> | null {
  if (who === 'saved-address') return null
  const { name, email, ...address } = typed
  const checked =
    who === 'guest'
      ? validateForm(guestCheckoutFormSchema, typed, language)
      : validateForm(checkoutAddressFormSchema, address, language)
  if (checked.success) return null
  const first = (field: CheckoutField) => checked.errors[field]?.[0]
  return {
    name: first('name'),
    email: first('email'),
    phone: first('phone'),
    city: first('city'),
    details: first('details'),
  }
}
