import { describe, expect, it } from 'vitest'
import { nameForNewAddress } from './address-name.ts'

describe('the name of an address saved at checkout', () => {
  it('is the city, in the shopper’s own words, never a timestamp', () => {
    expect(nameForNewAddress('Riyadh', [])).toBe('Riyadh')
    expect(nameForNewAddress(' الرياض ', ['Home'])).toBe('الرياض')
  })
  it('is told apart from the customer’s other addresses', () => {
    expect(nameForNewAddress('Riyadh', ['riyadh'])).toBe('Riyadh (2)')
    expect(nameForNewAddress('Riyadh', ['Riyadh', 'Riyadh (2)'])).toBe('Riyadh (3)')
  })
})
