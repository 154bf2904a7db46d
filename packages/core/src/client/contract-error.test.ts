import { describe, expect, it } from 'vitest'
import { cartSchema } from '../contract/cart.ts'
import { ContractError } from './contract-error.ts'

describe('ContractError', () => {
  it('names every field that breaks the contract, and what it should have been', () => {
    const parsed = cartSchema.safeParse({ sub_total: 12, items: [{ product_type: 'gift' }] })
    const error = new ContractError('/data/product/cart', parsed.error?.issues ?? [])
    expect(error.message).toMatch(/^The answer of \/data\/product\/cart does not match/)
    expect(error.message).toMatch(/items\.0\.product_id: Invalid input.*expected number/)
    expect(error.message).toMatch(/items\.0\.product_type: Invalid .*"retail"\|"wholesale"/)
    expect(error.message).toMatch(/sub_total: Invalid input.*expected string/)
  })
})
