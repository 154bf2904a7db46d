import { isStorefrontError, type StorefrontError } from '../src/client/storefront-error.ts'

/** A logger that keeps the test output quiet. */
export const quiet = { warn: () => {} }

/** The server's answer for a cart of two units of one discounted line. */
export const cartAnswer = {
  message: '',
  data: {
    items: [
      {
        product_id: 3,
        product_type: 'retail',
        quantity: 2,
        price: '40.00',
        price_before: '50.00',
        discount_text: '-20%',
        selection_id: null,
      },
    ],
    total_item_count: 2,
    sub_total: '80.00',
    total_price: '80.00',
  },
}

/** The `StorefrontError` a call rejects with; throws if it resolves or fails otherwise. */
export const failureOf = async (promise: Promise<unknown>): Promise<StorefrontError> => {
  try {
    await promise
  } catch (error) {
    if (isStorefrontError(error)) return error
    throw error
  }
  throw new Error('expected the call to fail')
}
