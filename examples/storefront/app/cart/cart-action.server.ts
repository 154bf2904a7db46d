import {
  type CheckoutRequest,
  isStorefrontError,
  type Order,
  sdkMessages,
  toWirePhone,
} from '@matjar/core'
import { data, redirect } from 'react-router'
import { nameForNewAddress } from '../account/address-name.ts'
import { cityNameOf, placeOfCity } from '../account/places.ts'
import { cartMessages } from '../messages/cart.ts'
import { shopPathFor } from '../preferences.ts'
import { sameOriginPath } from '../session/same-origin-path.ts'
import { guestCartFor, readCartForm, type SentCartForm } from './cart-form.server.ts'
import type { CheckoutField } from './use-checkout.ts'

/** What the cart page shows after a form it posted without JavaScript. */
export interface CartAnswer {
  /** Placed (paid in cash or by wallet): the confirmation. */
  order?: Order
  /** Why the change or the order was refused, in the page's language. */
  problem?: string
  errors?: Partial<Record<CheckoutField, string>>
  /** What was typed into the checkout, to fill it again. */
  values?: Record<string, string>
}

const positive = (text: string): number | null => {
  const value = Number(text)
  return Number.isInteger(value) && value > 0 ? value : null
}

/** A refusal of the API (or none reached) as the cart page shows it, keeping what was typed. */
const refusal = (sent: SentCartForm, error: unknown, values?: Record<string, string>) => {
  const status = isStorefrontError(error) && error.status >= 400 ? error.status : 502
  const problem = isStorefrontError(error)
    ? error.message
    : sdkMessages.translate(sent.language, 'error.network')
  return data<CartAnswer>({ problem, ...(values ? { values } : {}) }, { status })
}

/**
 * Add to cart without JavaScript (a product card's or the product page's form): the line goes
 * into the customer's cart or the guest's (a new guest cart's id in a cookie), then back to the
 * page it came from with `?added=1`, which the page shows as "Added to cart".
 */
async function add(sent: SentCartForm) {
  const product_id = positive(sent.text('product_id'))
  const quantity = positive(sent.text('quantity') || '1')
  const selection_id = positive(sent.text('selection_id'))
  if (!product_id || !quantity || quantity > 999) {
    return data<CartAnswer>(
      { problem: sdkMessages.translate(sent.language, 'cart.add_failed') },
      { status: 400 },
    )
  }
  const guest = guestCartFor(sent)
  try {
    await sent.api.call('addToCart', {
      body: {
        product_id,
        product_type: 'retail',
        quantity,
        ...(selection_id ? { selection_id } : {}),
        ...(guest.uuid ? { uuid: guest.uuid } : {}),
      },
    })
  } catch (error) {
    return refusal(sent, error)
  }
  const origin = new URL(sent.request.url).origin
  const back = new URL(sameOriginPath(sent.text('back') || '/', origin), origin)
  back.searchParams.set('added', '1')
  return redirect(`${back.pathname}${back.search}`, {
    status: 303,
    headers: guest.setCookie ? { 'Set-Cookie': guest.setCookie } : {},
  })
}

/** A line's new quantity (0 removes it) from the cart page's − / + / Remove buttons. */
async function setQuantity(sent: SentCartForm) {
  const product_id = positive(sent.text('product_id'))
  const from = Number(sent.text('from'))
  const to = Number(sent.text('quantity'))
  const selection_id = positive(sent.text('selection_id'))
  const product_type = sent.text('product_type') === 'wholesale' ? 'wholesale' : 'retail'
  if (!product_id || !Number.isInteger(from) || !Number.isInteger(to) || to < 0 || to > 999) {
    return data<CartAnswer>(
      { problem: sdkMessages.translate(sent.language, 'cart.remove_failed') },
      { status: 400 },
    )
  }
  const line = {
    product_id,
    product_type,
    ...(selection_id ? { selection_id } : {}),
    ...(sent.guestCartId ? { uuid: sent.guestCartId } : {}),
  } as const
  try {
    if (to > from) await sent.api.call('addToCart', { body: { ...line, quantity: to - from } })
    if (to < from) await sent.api.call('removeFromCart', { body: { ...line, quantity: from - to } })
  } catch (error) {
    return refusal(sent, error)
  }
  return redirect(shopPathFor(sent.request, '/cart'), { status: 303 })
}

/** What the checkout form says, to fill it again: no token, no attempt key. */
const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !['intent', 'csrf_token', 'attempt'].includes(entry[0]),
    ),
  )

const PAYMENTS = new Set(['cash_on_delivery', 'card', 'wallet'])

/**
 * The checkout without JavaScript: the same checks as the browser's (spec §5, in the page's
 * language), a customer's new address saved first, the attempt's `Idempotency-Key` from the
 * form (a second post of the same page places no second order); a card payment goes on to the
 * provider's page, anything else shows the confirmation.
 */
async function checkout(sent: SentCartForm) {
  const { text, api } = sent
  const values = typedValues(sent.form)
  const deliverTo = sent.signedIn ? text('deliver_to') || 'new' : 'new'
  const phone = toWirePhone(text('phone'))
  const who = !sent.signedIn ? 'guest' : deliverTo === 'new' ? 'new-address' : 'saved-address'
  const typed = { name: text('name'), email: text('email'), phone, city: text('city') }
  const { checkoutProblems } = await import('./checkout-checks.ts')
  const errors = checkoutProblems({ ...typed, details: text('details') }, who, sent.language)
  if (errors) {
    return data<CartAnswer>(
      { errors, problem: cartMessages.translate(sent.language, 'checkoutFailed'), values },
      { status: 400 },
    )
  }
  const payment_method = text('payment') as CheckoutRequest['payment_method']
  const branch_id = positive(text('branch'))
  if (!PAYMENTS.has(payment_method) || !branch_id) {
    return data<CartAnswer>(
      { problem: cartMessages.translate(sent.language, 'checkoutFailed'), values },
      { status: 400 },
    )
  }
  const attempt = /^[0-9a-f-]{36}$/.test(text('attempt')) ? text('attempt') : crypto.randomUUID()
  try {
    let body: CheckoutRequest
    if (who === 'saved-address') {
      body = { address_id: Number(deliverTo), branch_id, payment_method }
    } else {
      const places = (await api.call('listPlaces')).data
      const address = {
        name: 'Delivery',
        type: 'home' as const,
        ...(placeOfCity(places, typed.city) ?? { country: '', state: '', city: typed.city }),
        phone,
        details: text('details'),
      }
      if (who === 'guest') {
        const uuid = sent.guestCartId ?? undefined
        const guest = { name: typed.name, email: typed.email, phone }
        body = { ...(uuid ? { uuid } : {}), guest, address, branch_id, payment_method }
      } else {
        const saved = (await api.call('listAddresses')).data
        const name = nameForNewAddress(
          cityNameOf(places, typed.city),
          saved.map((each) => each.name),
        )
        const made = await api.call('createAddress', { body: { ...address, name } })
        body = { address_id: made.data.id, branch_id, payment_method }
      }
    }
    const answer = await api.call('checkout', { headers: { 'Idempotency-Key': attempt }, body })
    if (answer.data.payment_url) return redirect(answer.data.payment_url, { status: 303 })
    return data<CartAnswer>({ order: answer.data.order })
  } catch (error) {
    if (!isStorefrontError(error)) return refusal(sent, error, values)
    const fields = error.fieldErrors
    const first = (name: string) => fields[name]?.[0] ?? fields[`guest.${name}`]?.[0]
    const found = {
      name: first('name'),
      email: first('email'),
      phone: first('phone') ?? fields['address.phone']?.[0],
      city: fields['address.city']?.[0] ?? fields.city?.[0],
      details: fields['address.details']?.[0],
    }
    return data<CartAnswer>(
      { errors: found, problem: error.message, values },
      { status: error.status >= 400 ? error.status : 502 },
    )
  }
}

/** `/cart`'s action: the cart's forms posted without JavaScript (with it, the SDK does the same). */
export async function cartAction(request: Request) {
  const sent = await readCartForm(request)
  if (sent.intent === 'add') return add(sent)
  if (sent.intent === 'quantity') return setQuantity(sent)
  if (sent.intent === 'checkout') return checkout(sent)
  return data<CartAnswer>(
    { problem: cartMessages.translate(sent.language, 'checkoutFailed') },
    { status: 400 },
  )
}
