import { defineMessages } from '@matjar/core'
import type { CartMessageKey } from './cart.en.ts'

export type { CartMessageKey }

/** The cart, the checkout and the return from the card payment page. */
export const cartMessages = defineMessages<CartMessageKey>('cart', {
  en: () => import('./cart.en.ts'),
  ar: () => import('./cart.ar.ts'),
})
