import { fromHalalas, toHalalas } from '../contract/halalas.ts'
import type { Money } from '../contract/money.ts'

/** a + b. */
export const addMoney = (a: Money, b: Money): Money => fromHalalas(toHalalas(a) + toHalalas(b))

/** a − b (may be negative). */
export const subtractMoney = (a: Money, b: Money): Money => fromHalalas(toHalalas(a) - toHalalas(b))

/** The sum of any number of amounts; `'0.00'` for none. */
export const sumMoney = (amounts: readonly Money[]): Money =>
  fromHalalas(amounts.reduce((total, amount) => total + toHalalas(amount), 0))

/** An amount times a whole quantity, as for a cart line (price × quantity). */
export const multiplyMoney = (amount: Money, quantity: number): Money => {
  if (!Number.isSafeInteger(quantity)) {
    throw new RangeError(`Quantity must be a whole number, got ${quantity}`)
  }
  return fromHalalas(toHalalas(amount) * quantity)
}

// Percentages are counted in hundredths of a percent, so 12.5 % is 1250 and 10000 is all of it.
const HUNDREDTHS_OF_ALL = 10_000n

const toHundredthsOfPercent = (percent: number | string): bigint => {
  if (typeof percent === 'string') return BigInt(toHalalas(percent))
  const hundredths = Math.round(percent * 100)
  if (!Number.isFinite(percent) || Math.abs(percent * 100 - hundredths) > 1e-6) {
    throw new RangeError(`A percentage has at most two decimals, got ${percent}`)
  }
  return BigInt(hundredths)
}

/**
 * `percent` % of an amount, as for a percentage discount. The percentage may be a number
 * (12.5) or a money-style string as the API sends discount values ('12.50').
 *
 * Rounding: to the nearest halala, half away from zero — 12.5 % of 0.04 SAR (0.5 halala) is
 * 0.01 SAR and of −0.04 SAR is −0.01 SAR — the rule of commercial rounding, the same for
 * charges and refunds. The product is computed exactly (bigint), never through floats.
 */
export const percentOfMoney = (amount: Money, percent: number | string): Money => {
  const numerator = BigInt(toHalalas(amount)) * toHundredthsOfPercent(percent)
  const negative = numerator < 0n
  const magnitude = negative ? -numerator : numerator
  let halalas = magnitude / HUNDREDTHS_OF_ALL
  if ((magnitude % HUNDREDTHS_OF_ALL) * 2n >= HUNDREDTHS_OF_ALL) halalas += 1n
  return fromHalalas(Number(negative ? -halalas : halalas))
}
