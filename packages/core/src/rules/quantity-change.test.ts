import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quantityChange } from './quantity-change.ts'

describe('quantityChange', () => {
  it('adds the difference when the quantity goes up', () => {
    expect(quantityChange(2, 5)).toEqual({ action: 'add', quantity: 3 })
    expect(quantityChange(0, 1)).toEqual({ action: 'add', quantity: 1 })
  })

  it('removes the difference when the quantity goes down', () => {
    expect(quantityChange(5, 2)).toEqual({ action: 'remove', quantity: 3 })
    expect(quantityChange(4, 0)).toEqual({ action: 'remove', quantity: 4 })
  })

  it('does nothing when the quantity is unchanged', () => {
    expect(quantityChange(3, 3)).toEqual({ action: 'none', quantity: 0 })
  })

  it('refuses quantities that no cart can hold', () => {
    expect(() => quantityChange(-1, 2)).toThrow(RangeError)
    expect(() => quantityChange(1, 2.5)).toThrow(RangeError)
    expect(() => quantityChange(1, Number.NaN)).toThrow(RangeError)
  })

  it('always lands on the new quantity when applied to the old one', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (before, after) => {
        const change = quantityChange(before, after)
        const sign = change.action === 'add' ? 1 : change.action === 'remove' ? -1 : 0
        expect(before + sign * change.quantity).toBe(after)
      }),
    )
  })
})
