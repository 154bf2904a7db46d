import { expect, it } from 'vitest'
import { cartSchema } from '../contract/cart.ts'
import { EMPTY_CART } from './cart-mutation.ts'

it('the empty cart the cart code starts from is what the schema makes of an empty answer', () => {
  expect(EMPTY_CART).toEqual(cartSchema.parse({}))
})
