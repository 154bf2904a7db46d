import { describe, expect, it } from 'vitest'
import { ORDER_STATUSES } from '../../contract/order-status.ts'
import {
  canConvertPoints,
  canMoveOrder,
  discountPercent,
  nextOrderStatuses,
  type PricingTerms,
  pointsEarned,
  pointsWorth,
  priceLines,
  priceOrder,
  promoRefusal,
} from './index.ts'

const terms: PricingTerms = {
  vatRatePercent: 15,
  shipping: { defaultCost: 3_000, freeAbove: 50_000, cities: new Map([['riyadh', 2_500]]) },
}

describe('canMoveOrder', () => {
  it('moves forward (skipping steps) or to cancelled; nothing leaves cancelled', () => {
    expect(canMoveOrder('pending', 'shipped')).toBe(true)
    expect(canMoveOrder('shipped', 'confirmed')).toBe(false)
    expect(canMoveOrder('delivered', 'cancelled')).toBe(true)
    expect(canMoveOrder('pending', 'pending')).toBe(false)
    for (const to of ORDER_STATUSES) expect(canMoveOrder('cancelled', to)).toBe(false)
  })

  it('offers the staff exactly the moves it allows', () => {
    expect(nextOrderStatuses('preparing')).toEqual(['shipped', 'delivered', 'cancelled'])
    expect(nextOrderStatuses('cancelled')).toEqual([])
  })
})

describe('priceLines', () => {
  const coffee = {
    productId: 1,
    selectionId: null,
    retailPrice: 5_000,
    wholesalePrice: 4_000,
    wholesaleMinQuantity: 10,
    priceBefore: 6_000,
  }

  it('charges retail (with its offer) below the wholesale minimum', () => {
    expect(priceLines([{ ...coffee, quantity: 9 }])).toEqual([
      { price: 5_000, priceBefore: 6_000, wholesale: false },
    ])
  })

  it('charges wholesale once the lines of one product and selection reach the minimum', () => {
    const prices = priceLines([
      { ...coffee, quantity: 4 },
      { ...coffee, quantity: 6 },
    ])
    expect(prices.map((line) => [line.price, line.priceBefore, line.wholesale])).toEqual([
      [4_000, 5_000, true],
      [4_000, 5_000, true],
    ])
  })

  it('never charges a wholesale price that is not lower, nor one the product lacks', () => {
    expect(priceLines([{ ...coffee, wholesalePrice: 5_000, quantity: 10 }])[0]?.wholesale).toBe(
      false,
    )
    expect(priceLines([{ ...coffee, wholesalePrice: null, quantity: 10 }])[0]?.price).toBe(5_000)
  })

  it('rounds an offer to a whole percent', () => {
    expect(discountPercent(10_000, 8_000)).toBe(20)
    expect(discountPercent(29_900, 24_900)).toBe(17)
    expect(discountPercent(3, 2)).toBe(33)
  })
})

describe('priceOrder', () => {
  const lines = [{ price: 10_000, priceBefore: 12_000, quantity: 2 }]

  it('prices the cart without shipping and the order with the city’s cost, VAT included', () => {
    expect(priceOrder(lines, null, terms, undefined)).toEqual({
      subTotal: 20_000,
      totalDiscount: 4_000,
      discount: 0,
      shippingCost: 0,
      taxAmount: 2_609,
      total: 20_000,
    })
    expect(priceOrder(lines, null, terms, 'riyadh').total).toBe(22_500)
    expect(priceOrder(lines, null, terms, 'abha').shippingCost).toBe(3_000)
  })

  it('takes a promo off the sub-total, never more than it, before free shipping is judged', () => {
    const tenPercent = { kind: 'percentage', value: 1_000 } as const
    expect(priceOrder(lines, tenPercent, terms, 'riyadh')).toMatchObject({
      discount: 2_000,
      shippingCost: 2_500,
      total: 20_500,
    })
    const big = { kind: 'fixed', value: 99_999 } as const
    expect(priceOrder(lines, big, terms, null)).toMatchObject({ discount: 20_000, total: 3_000 })
    const rich = [{ price: 60_000, priceBefore: null, quantity: 1 }]
    expect(priceOrder(rich, null, terms, 'riyadh').shippingCost).toBe(0)
  })

  it('ships nothing to an empty cart', () => {
    expect(priceOrder([], null, terms, 'riyadh').total).toBe(0)
  })
})

describe('points', () => {
  it('earns per whole riyal and converts at the shop’s rate, rounded down', () => {
    expect(pointsEarned(12_399, 1)).toBe(123)
    expect(pointsEarned(12_399, 2)).toBe(246)
    expect(pointsWorth(550, 100)).toBe(550)
    expect(pointsWorth(1, 300)).toBe(0)
  })

  it('converts at least the minimum, at most what is held, worth a halala', () => {
    const rate = { minimumConversion: 500, pointsPerRiyal: 100 }
    expect(canConvertPoints(500, 600, rate)).toBe(true)
    expect(canConvertPoints(499, 600, rate)).toBe(false)
    expect(canConvertPoints(700, 600, rate)).toBe(false)
    expect(canConvertPoints(1, 5, { minimumConversion: 0, pointsPerRiyal: 300 })).toBe(false)
  })
})

describe('promoRefusal', () => {
  const code = {
    expiresAt: new Date('2026-12-31T00:00:00Z'),
    maxUses: 10,
    used: 3,
    maxUsesPerCustomer: 1,
    minimumOrder: 5_000,
  }
  const now = new Date('2026-12-07T00:00:00Z')

  it('applies within its dates, uses and minimum', () => {
    expect(promoRefusal(code, 5_000, now, 0)).toBeNull()
    expect(promoRefusal(code, 5_000, now, null)).toBeNull()
  })

  it('says why not, in order: expired, used up, used by this buyer, below its minimum', () => {
    expect(promoRefusal(code, 100, new Date('2026-12-31T00:00:00Z'), 1)).toBe('promoExpired')
    expect(promoRefusal({ ...code, used: 10 }, 100, now, 1)).toBe('promoUsedUp')
    expect(promoRefusal(code, 100, now, 1)).toBe('promoAlreadyUsed')
    expect(promoRefusal(code, 4_999, now, 0)).toBe('promoBelowMinimum')
  })
})
