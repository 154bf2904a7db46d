export type QuantityChange = {
  /** Add to the cart, remove from it, or leave it as it is. */
  readonly action: 'add' | 'remove' | 'none'
  /** How many units to add or remove: the absolute difference. */
  readonly quantity: number
}

/**
 * The cart call a quantity change needs (spec §5): the difference between the new and the old
 * quantity decides — positive adds, negative removes — and its size is the quantity sent.
 *
 * @example quantityChange(2, 5) // { action: 'add', quantity: 3 }
 */
export const quantityChange = (oldQuantity: number, newQuantity: number): QuantityChange => {
  for (const quantity of [oldQuantity, newQuantity]) {
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      throw new RangeError(`A cart quantity is a whole number from 0, got ${quantity}`)
    }
  }
  const difference = newQuantity - oldQuantity
  if (difference > 0) return { action: 'add', quantity: difference }
  if (difference < 0) return { action: 'remove', quantity: -difference }
  return { action: 'none', quantity: 0 }
}
