import type { Money } from '@matjar/core/contract'

/** Integer halalas to the wire's two-decimal string: 1250 → "12.50". */
export function formatHalalas(halalas: number): Money {
  if (!Number.isSafeInteger(halalas))
    throw new RangeError(`Not a whole number of halalas: ${halalas}`)
  const sign = halalas < 0 ? '-' : ''
  const abs = Math.abs(halalas)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** "12.50" → 1250: a money string of the contract (already validated) to halalas. */
export function toHalalas(money: string): number {
  const negative = money.startsWith('-')
  const [riyals = '0', halalas = '00'] = money.replace('-', '').split('.')
  const value = Number(riyals) * 100 + Number(halalas.padEnd(2, '0').slice(0, 2))
  return negative ? -value : value
}
