import type * as z from 'zod/mini'
import type { cartItemSchema, cartSchema } from './cart.ts'
import type { checkoutQuoteSchema } from './checkout.ts'
import type { orderSchema } from './order.ts'
import type { pointsSchema, pointsTransactionSchema } from './points.ts'
import type { promoDetailsSchema } from './promo.ts'
import type { walletTransactionSchema } from './wallet.ts'

/**
 * The money side of the samples (samples.ts): an order, the wallet and points, a promo code, a
 * cart and what checking it out would charge. Valid by the contract, like the rest.
 */

type Sample<S extends z.ZodMiniType> = z.input<S>

export const sampleOrder = {
  id: 1001,
  order_number: 'MJ-2025-001001',
  order_date: '2025-03-01T09:30:00Z',
  status: 'delivered',
  payment_status: 'paid',
  payment_method: 'wallet',
  items: [
    {
      product_id: 41,
      product_type: 'retail',
      quantity: 2,
      price: '72.00',
      price_before: '90.00',
      discount_text: '-20%',
      selection_id: 5,
      name: 'Arabica coffee beans, 1 kg',
      image: 'https://cdn.example.com/p/41.jpg',
      selection_name: 'Brown bag',
      line_total: '144.00',
    },
  ],
  total_item_count: 2,
  sub_total: '144.00',
  total_discount: '36.00',
  promo_code: null,
  discount: '0.00',
  shipping_cost: '25.00',
  tax_amount: '22.04',
  total_price: '169.00',
  estimated_delivery_date: '2025-03-03',
  address: {
    name: 'Home',
    type: 'home',
    country: 'SA',
    state: 'SA-01',
    city: 'riyadh',
    country_name: 'Saudi Arabia',
    state_name: 'Riyadh Region',
    city_name: 'Riyadh',
    street: 'King Fahd Road',
    block: '4',
    avenue: null,
    floor: '2',
    apartment_number: '12',
    zip_code: '12271',
    phone: '+966501234567',
    company_name: null,
    details: 'Building 18, next to the pharmacy',
    message_to_store: null,
  },
  guest: null,
  branch: { id: 2, slug: 'riyadh', name: 'Riyadh', city: 'Riyadh' },
  history: [
    { status: 'pending', at: '2025-03-01T09:30:00Z' },
    { status: 'delivered', at: '2025-03-02T16:00:00Z' },
  ],
  can_cancel: false,
  can_rate: true,
  rating: null,
} satisfies Sample<typeof orderSchema>

export const sampleWalletTransaction = {
  id: 55,
  amount: '-169.00',
  currency: 'SAR',
  kind: 'payment',
  reference: 'MJ-2025-001001',
  created_at: '2025-03-01T09:30:00Z',
} satisfies Sample<typeof walletTransactionSchema>

export const samplePoints = {
  points: 1250,
  worth: '12.50',
  points_per_riyal: 100,
  minimum_conversion: 500,
} satisfies Sample<typeof pointsSchema>

export const samplePointsTransaction = {
  id: 12,
  points: 169,
  kind: 'earned',
  order_id: 1001,
  order_number: 'MJ-2025-001001',
  created_at: '2025-03-02T16:00:00Z',
} satisfies Sample<typeof pointsTransactionSchema>

export const samplePromoDetails = {
  id: 4,
  code: 'RAMADAN10',
  discount: '14.40',
  discount_type: 'percentage',
  discount_value: '10.00',
  total_after_discount: '129.60',
} satisfies Sample<typeof promoDetailsSchema>

/** Two bags of the sample coffee (samples.ts), on offer, in a guest's cart delivered to Jizan (VAT included). */
export const sampleCartItem = {
  product_id: 41,
  product_type: 'retail',
  quantity: 2,
  price: '72.00',
  price_before: '90.00',
  discount_text: '-20%',
  selection_id: 5,
  name: 'Arabica coffee beans, 1 kg',
  image: 'https://cdn.example.com/p/41.jpg',
  max_quantity: 20,
} satisfies Sample<typeof cartItemSchema>

export const sampleCart = {
  items: [sampleCartItem],
  total_item_count: 2,
  sub_total: '144.00',
  total_price: '159.00',
  total_discount: '36.00',
  shipping_cost: '15.00',
  status: 'pending',
  payment_status: 'pending',
  payment_method: null,
  order_date: null,
  tax_amount: '20.74',
  estimated_delivery_date: null,
  order_number: null,
  history: [],
  promo_code: null,
  discount: '0.00',
  discount_type: null,
  discount_value: '0.00',
} satisfies Sample<typeof cartSchema>

/** What checking out that cart would charge. */
export const sampleCheckoutQuote = {
  sub_total: '144.00',
  total_discount: '36.00',
  discount: '0.00',
  shipping_cost: '15.00',
  tax_amount: '20.74',
  total_price: '159.00',
} satisfies Sample<typeof checkoutQuoteSchema>
