import {
  type Address,
  type CheckoutRequest,
  isStorefrontError,
  type Order,
  type Places,
  sdkMessages,
  toWirePhone,
} from '@matjar/core'
import type { CountryCode } from '@matjar/core/phone'
import { useAuth, useCart, useLocale, useStorefront, useToasts } from '@matjar/react'
import { type FormEvent, useRef, useState } from 'react'
import { nameForNewAddress } from '../account/address-name.ts'
import { cityNameOf, placeOfCity } from '../account/places.ts'
import { cartMessages } from '../messages/cart.ts'
import { useT } from '../messages/use-t.ts'
import { createCheckoutAttempt } from './checkout-attempt.ts'
import { choiceOf, forgetCheckoutChoice, keepCheckoutChoice } from './checkout-choice.ts'

export type CheckoutField = 'name' | 'email' | 'phone' | 'city' | 'details' | 'form'

/**
 * Places the order from the checkout form: checks the guest's name and the phone (spec §5) in
 * the page's language, saves a customer's new address first, sends one `Idempotency-Key` per
 * attempt, and sends a card payment on to the provider's page; `onPlaced` gets the placed order.
 * `errors` is what to show under the fields (a 402 also as the §8 warning toast).
 */
export const useCheckout = (
  saved: readonly Address[],
  deliverTo: string,
  places: Places,
  onPlaced: (order: Order) => void,
) => {
  const { language } = useLocale()
  const { isSignedIn } = useAuth()
  const cart = useCart()
  const storefront = useStorefront()
  const { show } = useToasts()
  const t = useT(cartMessages)
  const sdk = useT(sdkMessages)
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({})
  const [placing, setPlacing] = useState(false)
  // One key per order the shopper tries to place; a retry after no answer reuses it.
  const attempt = useRef(createCheckoutAttempt()).current

  const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim()
  // The number as the wire's E.164: as `readPhone` left it, or a Saudi number typed the Saudi way
  // (05…, 5…, spaces, Arabic digits) before the country button loaded, as +966…
  const phoneOf = (form: FormData) => toWirePhone(text(form, 'phone'))
  /**
   * Writes a national number back into the form in E.164, read in the country its button shows
   * (`phone_country`): the checks then judge it in that country, and a kept choice (a card
   * payment that did not happen) starts on it.
   */
  const readPhone = async (form: FormData) => {
    const typed = text(form, 'phone')
    const country = text(form, 'phone_country')
    if (!typed || !country || typed.startsWith('+')) return
    const { parsePhone } = await import('@matjar/core/phone')
    const { e164 } = parsePhone(typed, country as CountryCode)
    if (e164) form.set('phone', e164)
  }

  /**
   * What the form says wrong before anything is sent (§5, with the SDK's checkout form schemas,
   * in the page's language): a guest's details and address, a customer's new address. The
   * checks load on the first order.
   */
  const problemsOf = async (form: FormData) => {
    const { checkoutProblems } = await import('./checkout-checks.ts')
    const typed = {
      name: text(form, 'name'),
      email: text(form, 'email'),
      phone: phoneOf(form),
      city: text(form, 'city'),
      details: text(form, 'details'),
    }
    const who = !isSignedIn ? 'guest' : deliverTo === 'new' ? 'new-address' : 'saved-address'
    return checkoutProblems(typed, who, language)
  }

  /** The checkout's body: a customer's (saved or new) address, or a guest's details and address. */
  const requestOf = async (form: FormData): Promise<CheckoutRequest> => {
    const phone = phoneOf(form)
    const city = text(form, 'city')
    // The city's region and country follow from the shop's list.
    const address = {
      name: 'Delivery',
      type: 'home' as const,
      ...(placeOfCity(places, city) ?? { country: '', state: '', city }),
      phone,
      details: text(form, 'details'),
    }
    const branch_id = Number(form.get('branch'))
    const payment_method = text(form, 'payment') as CheckoutRequest['payment_method']
    if (!isSignedIn) {
      const uuid = storefront.guestCartId() ?? undefined
      const guest = { name: text(form, 'name'), email: text(form, 'email'), phone }
      return { uuid, guest, address, branch_id, payment_method }
    }
    const address_id =
      deliverTo === 'new'
        ? (
            await storefront.client.call('createAddress', {
              body: {
                ...address,
                name: nameForNewAddress(
                  cityNameOf(places, city),
                  saved.map((each) => each.name),
                ),
              },
            })
          ).data.id
        : Number(deliverTo)
    return { address_id, branch_id, payment_method }
  }

  const place = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    await readPhone(form)
    const problems = await problemsOf(form)
    if (problems) {
      setErrors(problems)
      return
    }
    setPlacing(true)
    setErrors({})
    try {
      const body = await requestOf(form)
      const answer = await storefront.client.call('checkout', {
        headers: { 'Idempotency-Key': attempt.keyFor(body) },
        body,
      })
      attempt.ended()
      cart.refresh()
      // A card payment continues on the provider's page, which sends the shopper back to
      // /payment-return when it is done.
      // If the payment does not happen, the shopper comes back to the form as they left it.
      if (answer.data.payment_url) {
        keepCheckoutChoice(choiceOf(form, deliverTo))
        window.location.assign(answer.data.payment_url)
        return
      }
      forgetCheckoutChoice()
      onPlaced(answer.data.order)
    } catch (error) {
      attempt.ended(error)
      if (!isStorefrontError(error)) {
        setErrors({ form: t('checkoutFailed') })
        return
      }
      const fields = error.fieldErrors
      const first = (name: string) => fields[name]?.[0] ?? fields[`guest.${name}`]?.[0]
      setErrors({
        name: first('name'),
        email: first('email'),
        phone: first('phone') ?? fields['address.phone']?.[0],
        city: fields['address.city']?.[0] ?? fields.city?.[0],
        details: fields['address.details']?.[0],
        // No answer: the network's words in the shopper's language (the message names the URL).
        form: error.isNetworkError ? sdk('error.network') : error.message,
      })
      if (error.status === 402) {
        show({ kind: 'warning', title: sdk('toast.warning'), message: error.message })
      }
    } finally {
      setPlacing(false)
    }
  }

  return { place, placing, errors }
}
