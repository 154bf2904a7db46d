import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fromHalalas } from '../contract/halalas.ts'
import { type SavingsItem, totalSavings } from './total-savings.ts'

const line = (
  price: string,
  price_before: string | null,
  discount_text: string | null,
  quantity: number,
): SavingsItem => ({
  price,
  price_before,
  discount_text,
  quantity,
})

describe('totalSavings', () => {
  it('sums (price before − price) × quantity over discounted lines', () => {
    const items = [
      line('80.00', '100.00', '20% off', 2), // saves 40.00
      line('9.99', '12.49', 'Save 2.50', 3), // saves 7.50
    ]
    expect(totalSavings(items)).toBe('47.50')
  })

  it('ignores lines lacking a discount text or a price before', () => {
    const items = [
      line('80.00', '100.00', null, 2),
      line('80.00', '100.00', '', 2),
      line('80.00', null, '20% off', 2),
      line('10.00', '15.00', 'Deal', 1),
    ]
    expect(totalSavings(items)).toBe('5.00')
  })

  it('is zero for an empty cart', () => {
    expect(totalSavings([])).toBe('0.00')
  })

  // Discounted lines: price ≤ price before, both in halalas.
  const discountedLine = fc
    .record({
      price: fc.integer({ min: 0, max: 10 ** 7 }),
      off: fc.integer({ min: 0, max: 10 ** 6 }),
      quantity: fc.integer({ min: 1, max: 999 }),
      discounted: fc.boolean(),
    })
    .map(({ price, off, quantity, discounted }) => ({
      item: line(
        fromHalalas(price),
        fromHalalas(price + off),
        discounted ? 'Offer' : null,
        quantity,
      ),
      saving: discounted ? off * quantity : 0,
    }))

  it('equals the hand sum and is never negative when prices only went down', () => {
    fc.assert(
      fc.property(fc.array(discountedLine, { maxLength: 30 }), (lines) => {
        const total = totalSavings(lines.map((entry) => entry.item))
        const handSum = lines.reduce((sum, entry) => sum + entry.saving, 0)
        expect(total).toBe(fromHalalas(handSum))
        expect(total.startsWith('-')).toBe(false)
      }),
    )
  })

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(
        fc
          .array(discountedLine, { maxLength: 20 })
          .chain((lines) =>
            fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length })),
          ),
        ([lines, shuffled]) => {
          expect(totalSavings(shuffled.map((e) => e.item))).toBe(
            totalSavings(lines.map((e) => e.item)),
          )
        },
      ),
    )
  })
})
