import type { Money } from './money.ts'

/** One riyal is 100 halalas. Money is computed on whole halalas so no cent is ever lost to floats. */
export const HALALAS_PER_RIYAL = 100

const MONEY_TEXT = /^(-?)(\d+)\.(\d{2})$/

/**
 * Halalas of a money string as sent on the wire (`'12.50'` → 1250). Anything but digits with
 * exactly two decimals and an optional minus is refused, as are amounts too large to count
 * exactly (beyond Number.MAX_SAFE_INTEGER halalas).
 */
export const toHalalas = (money: string): number => {
  const match = MONEY_TEXT.exec(money)
  if (!match) throw new TypeError(`Not a money amount with two decimals: "${money}"`)
  const [, sign, riyals, halalas] = match as unknown as [string, string, string, string]
  const magnitude = Number(riyals) * HALALAS_PER_RIYAL + Number(halalas)
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Money amount too large: "${money}"`)
  // `0 - 0` would be -0; an amount of zero has no sign.
  return sign && magnitude !== 0 ? -magnitude : magnitude
}

/** The wire form of an amount of halalas (1250 → `'12.50'`, -5 → `'-0.05'`). */
export const fromHalalas = (halalas: number): Money => {
  if (!Number.isSafeInteger(halalas)) {
    throw new RangeError(`Halalas must be a safe whole number, got ${halalas}`)
  }
  const magnitude = Math.abs(halalas)
  const riyals = Math.trunc(magnitude / HALALAS_PER_RIYAL)
  const rest = String(magnitude % HALALAS_PER_RIYAL).padStart(2, '0')
  return `${halalas < 0 ? '-' : ''}${riyals}.${rest}`
}
