/**
 * The cart, the checkout and the return from the card payment page.
 */
const en = {
  emptyCart: 'Your cart is empty. Browse the products and add what you like.',
  savings: 'You save',
  vatIncluded: 'Prices include VAT ({amount})',
  removeLineNamed: 'Remove {name} from the cart',
  removeLine: 'Remove',
  promoCode: 'Promo code',
  applyCode: 'Apply code',
  removeCode: 'Remove code',
  checkout: 'Checkout',
  fullName: 'Full name',
  deliveryAddress: 'Delivery address',
  addressDetails: 'Street, building, landmark',
  cashOnDelivery: 'Cash on delivery',
  card: 'Card',
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  orderConfirmed: 'Thank you! Order {number} is confirmed.',
  orderSummary: 'Total {total}, delivery by {date}. We will call you before delivery.',
  shippingAtCheckout: 'Shipping is added at checkout.',
  toPay: 'To pay',
  vatInTotal: 'Including VAT',
  freeShipping: 'Free',
  quoteFailed: 'The total could not be worked out. Try again in a moment.',
  freeShippingAbove: 'Shipping is added at checkout, free above {amount}.',
  checkoutFailed: 'Checkout Failed',
  deliverTo: 'Deliver to',
  newAddress: 'A new address',
  walletWithBalance: 'Wallet (balance {balance})',
  walletShort: 'Wallet (balance {balance}): {shortfall} short of the total',
  paymentPaid: 'Thank you! Order {number} is paid and confirmed.',
  paymentCancelled: 'Payment cancelled. Order {number} was cancelled and nothing was charged.',
  paymentRefunded: 'Order {number} was cancelled while it was being paid; the amount is refunded.',
  paymentUnknown: 'We could not tell how this payment ended. Your orders show where it stands.',
  cartRestored: 'Your cart is back as it was: pay another way or try again.',
  backToCart: 'Back to your cart',
  myOrders: 'My orders',
}

export type CartMessageKey = keyof typeof en

export default en
