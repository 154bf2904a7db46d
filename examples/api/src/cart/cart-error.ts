/** Why a cart change was refused; the HTTP layer turns each into a status and a message. */
export type CartErrorReason =
  | 'product-not-found'
  | 'selection-not-found'
  | 'selection-required'
  | 'not-enough-stock'
  | 'line-not-found'

export class CartError extends Error {
  override name = 'CartError'
  readonly reason: CartErrorReason

  constructor(reason: CartErrorReason) {
    super(reason)
    this.reason = reason
  }
}
