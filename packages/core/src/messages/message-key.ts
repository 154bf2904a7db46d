import type { en } from './en.ts'

/** A stable dotted code of a shopper-facing text, like `cart.add_failed`. */
export type MessageKey = keyof typeof en
