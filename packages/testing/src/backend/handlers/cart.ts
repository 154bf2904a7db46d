import { toHalalas } from '@matjar/core/contract'
import { promoRefusal } from '@matjar/core/rules'
import { promoCodes } from '../../fixtures/shop.ts'
import { cartView, heldOf, stockFor } from '../cart-view.ts'
import type { Handlers } from '../handler.ts'
import { fieldError, ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { amountsOf, money, priceLines } from '../pricing.ts'
import { type CartRecord, type CustomerRecord, emptyCart, type ShopState } from '../state.ts'

interface Owner {
  customer: CustomerRecord | null
  shop: ShopState
}

/** The cart a call names: the customer's (bearer), or a guest's by uuid; created when asked. */
export function cartOf(owner: Owner, uuid: string | undefined, create: boolean): CartRecord | null {
  if (owner.customer) return owner.customer.cart
  if (!uuid) {
    if (create) throw fieldError('uuid', 'invalidData')
    return null
  }
  const found = owner.shop.guestCarts.get(uuid)
  if (found || !create) return found ?? null
  const made = emptyCart()
  owner.shop.guestCarts.set(uuid, made)
  return made
}

const productOf = (shop: ShopState, id: number) => {
  const product = shop.products.find((candidate) => candidate.id === id)
  if (!product) throw new ShopError(404, 'productNotFound')
  return product
}

/** Spec §7's cart calls, the promo code on the cart. */
export const cartHandlers: Handlers = {
  getCart: ({ customer, shop, query, language }) => {
    const cart = cartOf({ customer, shop }, query.uuid, false) ?? emptyCart()
    return {
      message: say(language, 'cartRetrieved'),
      data: cartView(cart, shop.products, language),
    }
  },

  addToCart: ({ customer, shop, body, language }) => {
    const product = productOf(shop, body.product_id)
    const selection = body.selection_id ?? null
    if (product.selections.length > 0 && selection === null) {
      throw fieldError('selection_id', 'selectionRequired')
    }
    if (selection !== null && !product.selections.some((candidate) => candidate.id === selection)) {
      throw new ShopError(404, 'selectionNotFound')
    }
    const cart = cartOf({ customer, shop }, body.uuid, true)!
    if (heldOf(cart.lines, product.id, selection) + body.quantity > stockFor(product, selection)) {
      throw new ShopError(402, 'notEnoughStock')
    }
    const line = cart.lines.find(
      (candidate) =>
        candidate.product_id === product.id &&
        candidate.product_type === body.product_type &&
        candidate.selection_id === selection,
    )
    if (line) line.quantity += body.quantity
    else {
      cart.lines.push({
        product_id: product.id,
        product_type: body.product_type,
        selection_id: selection,
        quantity: body.quantity,
      })
    }
    return { message: say(language, 'addedToCart'), data: null }
  },

  removeFromCart: ({ customer, shop, body, language }) => {
    productOf(shop, body.product_id)
    const cart = cartOf({ customer, shop }, body.uuid, false)
    const line = cart?.lines.find(
      (candidate) =>
        candidate.product_id === body.product_id &&
        candidate.product_type === body.product_type &&
        candidate.selection_id === (body.selection_id ?? null),
    )
    if (!cart || !line) throw new ShopError(404, 'lineNotFound')
    line.quantity -= body.quantity
    if (line.quantity <= 0) cart.lines.splice(cart.lines.indexOf(line), 1)
    return { message: say(language, 'removedFromCart'), data: null }
  },

  applyPromoCode: ({ customer, shop, body, language }) => {
    const cart = cartOf({ customer, shop }, body.uuid, false)
    if (!cart || cart.lines.length === 0) throw new ShopError(404, 'noCart')
    const promo = promoCodes.find((candidate) => candidate.code === body.code.toUpperCase())
    // Named in the message too, as the reference API says it.
    if (!promo) throw new ShopError(422, 'promoUnknown', { code: 'promoUnknown' })
    const priced = priceLines(cart.lines, shop.products)
    const before = amountsOf(priced, null)
    // The fixture codes have no limit of uses; an expired one ended before any clock's now.
    const conditions = {
      expiresAt: promo.expired ? new Date(0) : null,
      maxUses: null,
      used: 0,
      maxUsesPerCustomer: null,
      minimumOrder: toHalalas(promo.minimum),
    }
    const refusal = promoRefusal(conditions, before.subTotal, shop.now(), null)
    if (refusal) throw new ShopError(409, refusal)
    cart.promo = promo
    const after = amountsOf(priced, promo)
    return {
      message: say(language, 'promoApplied'),
      data: {
        id: promo.id,
        code: promo.code,
        discount: money(after.discount),
        discount_type: promo.kind,
        discount_value: promo.value,
        total_after_discount: money(after.total),
      },
    }
  },

  removePromoCode: ({ customer, shop, query, language }) => {
    const cart = cartOf({ customer, shop }, query.uuid, false)
    if (!cart) throw new ShopError(404, 'noCart')
    cart.promo = null
    return { message: say(language, 'promoRemoved'), data: null }
  },
}
