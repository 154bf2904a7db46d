import { randomInt } from 'node:crypto'

/** A short order number a shopper can read out: MJ-YYMMDD-XXXXXX (random, unique by index). */
export const newOrderNumber = (now = new Date()): string => {
  const day = now.toISOString().slice(2, 10).replaceAll('-', '')
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  let tail = ''
  for (let i = 0; i < 6; i++) tail += alphabet[randomInt(alphabet.length)]
  return `MJ-${day}-${tail}`
}
