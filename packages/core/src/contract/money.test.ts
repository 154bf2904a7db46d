import { describe, expect, it } from 'vitest'
import { moneySchema, positiveMoneySchema } from './money.ts'

describe('money on the wire', () => {
  it('is a string with exactly two decimals, signed when it leaves the wallet', () => {
    for (const amount of ['0.00', '12.50', '1250.00', '-169.00']) {
      expect(moneySchema.safeParse(amount).success, amount).toBe(true)
    }
  })

  it('rejects numbers, one or three decimals, and commas', () => {
    for (const amount of [12.5, '12.5', '12.505', '12', '1,250.00', '']) {
      expect(moneySchema.safeParse(amount).success, String(amount)).toBe(false)
    }
  })

  it('asks for an amount above zero where the shopper chooses it', () => {
    expect(positiveMoneySchema.safeParse('100.00').success).toBe(true)
    expect(positiveMoneySchema.safeParse('0.00').success).toBe(false)
    expect(positiveMoneySchema.safeParse('-5.00').success).toBe(false)
    expect(positiveMoneySchema.safeParse('5.5').success).toBe(false)
  })
})
