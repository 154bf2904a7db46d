import type { CartMergePolicy } from '@matjar/core/contract'
import { heldOf, stockFor } from '../cart-view.ts'
import type { Handlers } from '../handler.ts'
import { fieldError, ShopError } from '../http.ts'
import { say } from '../messages.ts'
import {
  type CustomerRecord,
  customerByEmail,
  emptyCart,
  type ShopState,
  startSession,
} from '../state.ts'

const newCode = () => String(Math.floor(10_000_000 + Math.random() * 90_000_000))

const mail = (shop: ShopState, to: string, subject: string, text: string) => {
  shop.mails.push({ to, subject, text })
}

/** Takes the guest's cart into the customer's, as the policy says, and retires its uuid. */
function takeInGuestCart(
  shop: ShopState,
  customer: CustomerRecord,
  uuid: string | undefined,
  policy: CartMergePolicy = 'merge',
) {
  const guest = uuid ? shop.guestCarts.get(uuid) : undefined
  if (!uuid || !guest) return
  shop.guestCarts.delete(uuid)
  if (policy === 'keep-customer') return
  if (policy === 'keep-guest') customer.cart = emptyCart()
  for (const line of guest.lines) {
    const product = shop.products.find((candidate) => candidate.id === line.product_id)
    if (!product) continue
    const room =
      stockFor(product, line.selection_id) -
      heldOf(customer.cart.lines, line.product_id, line.selection_id)
    const quantity = Math.min(line.quantity, room)
    if (quantity <= 0) continue
    const same = customer.cart.lines.find(
      (candidate) =>
        candidate.product_id === line.product_id &&
        candidate.product_type === line.product_type &&
        candidate.selection_id === line.selection_id,
    )
    if (same) same.quantity += quantity
    else customer.cart.lines.push({ ...line, quantity })
  }
}

const session = (shop: ShopState, customer: CustomerRecord) => ({
  user: customer.user,
  token: startSession(shop, customer),
})

/** Signing up (with the mailed code), in and out; the profile. */
export const accountHandlers: Handlers = {
  register: ({ shop, body, language }) => {
    const email = body.email.toLowerCase()
    if (customerByEmail(shop, email)) {
      mail(shop, email, 'You already have an account', 'Sign in, or reset your password.')
    } else {
      const code = newCode()
      const { password, confirm_password: _, accept_terms: __, ...names } = body
      shop.registrations.set(email, {
        code,
        password,
        user: { ...names, email, avatar: null, email_verified: true },
      })
      mail(
        shop,
        email,
        'Confirm your account',
        `Your code is ${code}. It works once, for 30 minutes.`,
      )
    }
    return { message: say(language, 'confirmationCodeSent'), data: null }
  },

  confirmRegistration: ({ shop, body, language }) => {
    const email = body.email.toLowerCase()
    const waiting = shop.registrations.get(email)
    if (!waiting || waiting.code !== body.code.trim()) throw new ShopError(401, 'wrongResetCode')
    shop.registrations.delete(email)
    const customer: CustomerRecord = {
      user: { ...waiting.user, id: shop.nextId(), created_at: shop.now().toISOString() },
      password: waiting.password,
      cart: emptyCart(),
      wishlist: [],
      addresses: [],
      wallet: [],
      points: [],
    }
    shop.customers.push(customer)
    takeInGuestCart(shop, customer, body.uuid, body.cart_merge)
    return { message: say(language, 'signedUp'), data: session(shop, customer) }
  },

  login: ({ shop, body, language }) => {
    const customer = customerByEmail(shop, body.email)
    if (!customer || customer.password !== body.password) {
      throw new ShopError(401, 'wrongCredentials')
    }
    takeInGuestCart(shop, customer, body.uuid, body.cart_merge)
    return { message: say(language, 'signedIn'), data: session(shop, customer) }
  },

  signInWithGoogle: () => {
    throw new ShopError(404, 'googleNotConfigured')
  },

  forgotPassword: ({ shop, body, language }) => {
    const customer = customerByEmail(shop, body.email)
    if (customer) {
      const code = newCode()
      shop.resetCodes.set(customer.user.email, code)
      mail(shop, customer.user.email, 'Reset your password', `Your code is ${code}.`)
    }
    return { message: say(language, 'resetCodeSent'), data: null }
  },

  resetPassword: ({ shop, body, language }) => {
    const customer = customerByEmail(shop, body.email)
    if (!customer || shop.resetCodes.get(customer.user.email) !== body.code.trim()) {
      throw new ShopError(401, 'wrongResetCode')
    }
    shop.resetCodes.delete(customer.user.email)
    customer.password = body.password
    return { message: say(language, 'signedIn'), data: session(shop, customer) }
  },

  logout: ({ shop, token, language }) => {
    if (token) shop.sessions.delete(token)
    return { message: say(language, 'signedOut'), data: null }
  },

  getProfile: ({ customer }) => ({ data: customer!.user }),

  updateProfile: ({ customer, body, language }) => {
    Object.assign(customer!.user, body)
    return { message: say(language, 'profileUpdated'), data: customer!.user }
  },

  changePassword: ({ customer, shop, body, token, language }) => {
    if (customer!.password !== body.current_password) {
      throw fieldError('current_password', 'wrongPassword')
    }
    customer!.password = body.password
    for (const [other, id] of shop.sessions) {
      if (id === customer!.user.id && other !== token) shop.sessions.delete(other)
    }
    return { message: say(language, 'profileUpdated'), data: null }
  },

  changeEmail: ({ customer, shop, body, language }) => {
    if (customer!.password !== body.password) throw fieldError('password', 'wrongPassword')
    const taken = customerByEmail(shop, body.email)
    if (taken && taken !== customer) throw new ShopError(409, 'emailTaken')
    customer!.user.email = body.email.toLowerCase()
    return { message: say(language, 'profileUpdated'), data: customer!.user }
  },
}
