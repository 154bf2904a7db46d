import { type Address, type Cart, summarizeCart } from '@matjar/core'
import { useCart } from '@matjar/react'
import { createContext, useContext } from 'react'
import type { CartAnswer } from './cart-action.server.ts'

/**
 * What the cart page's server read for its forms without JavaScript: the CSRF token and the
 * attempt key they carry, the cart (the customer's or the cookie's guest cart), a customer's
 * saved addresses, and the action's answer (a refusal, what was typed, the placed order).
 */
export interface CartPageValues {
  csrfToken: string
  attempt: string
  serverCart: Cart | null
  saved: Address[]
  answer: CartAnswer | undefined
}

export const CartPageContext = createContext<CartPageValues>({
  csrfToken: '',
  attempt: '',
  serverCart: null,
  saved: [],
  answer: undefined,
})

export const useCartPage = () => useContext(CartPageContext)

/**
 * The cart as the page shows it: the browser's once it has read it; before that (the server's
 * HTML, a browser without JavaScript) the one the server read.
 */
export const useShownCart = () => {
  const cart = useCart()
  const { serverCart } = useCartPage()
  if (cart.isLoaded || !serverCart) return cart
  return { ...cart, ...summarizeCart(serverCart), cart: serverCart, isLoaded: true }
}
