import { describe, expect, it } from 'vitest'
import { checkoutRequestSchema, checkoutResultSchema } from './checkout.ts'
import { sampleOrder } from './sample-orders.ts'
import { sampleAddressRequest } from './samples.ts'

const failedPaths = (value: unknown) =>
  checkoutRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

const GUEST_CART = '0b8a4a6e-3c1f-4c7e-9d7a-2f8e5b1c9a01'
const customer = { address_id: 3, branch_id: 2, payment_method: 'wallet' }
const guest = {
  uuid: GUEST_CART,
  guest: { name: 'Omar Said', email: 'omar@example.com', phone: '+966551112222' },
  address: sampleAddressRequest,
  branch_id: 1,
  payment_method: 'cash_on_delivery',
}

describe('checkout', () => {
  it('takes a customer’s saved address', () => {
    expect(failedPaths(customer)).toEqual([])
  })

  it('takes a guest’s details and address', () => {
    expect(failedPaths(guest)).toEqual([])
  })

  it('asks a customer for a saved address and no guest details', () => {
    expect(failedPaths({ branch_id: 2, payment_method: 'card' })).toEqual(['address_id'])
    expect(failedPaths({ ...customer, guest: guest.guest })).toEqual(['guest'])
  })

  it('asks a guest for their details and address, and refuses the wallet', () => {
    const { guest: _, address: __, ...bare } = guest
    expect(failedPaths(bare)).toEqual(['address', 'guest'])
    expect(failedPaths({ ...guest, payment_method: 'wallet' })).toEqual(['payment_method'])
  })

  it('rejects an unknown payment method, a missing branch and unknown fields', () => {
    expect(failedPaths({ ...customer, payment_method: 'cheque' })).toContain('payment_method')
    const { branch_id: _, ...noBranch } = customer
    expect(failedPaths(noBranch)).toContain('branch_id')
    expect(failedPaths({ ...customer, coupon: 'X' })).toContain('')
  })

  it('answers the placed order and where a card payment continues', () => {
    const result = checkoutResultSchema.parse({ order: sampleOrder, payment_url: null })
    expect(result.order.order_number).toBe('MJ-2025-001001')
  })
})
