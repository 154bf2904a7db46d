import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { readTypedAmount } from './typed-number.ts'

/** Money on the wire: a string with exactly two decimals, in Saudi riyal ("0.00"). */
export const moneySchema = named(
  'Money',
  z.string().check(
    z.regex(/^-?\d+\.\d{2}$/, {
      error: 'Money must be a string with two decimals, like "12.50"',
    }),
  ),
)

export type Money = z.infer<typeof moneySchema>

export const ZERO_MONEY: Money = '0.00'

/** An amount a shopper asks for (a recharge): money above zero. */
export const positiveMoneySchema = moneySchema.check(
  z.refine((value) => !value.startsWith('-') && !/^0+\.00$/.test(value), {
    error: 'The amount must be above zero',
  }),
)

/** The largest amount one money column holds (halalas in a 32-bit integer): SAR 21,474,836.47. */
export const MAX_MONEY: Money = '21474836.47'
const MAX_MONEY_VALUE = 21_474_836.47

/**
 * A price bound of a product list (`price_min`, `price_max`), as a shopper types it: whole riyals
 * or up to two decimals, Latin or Arabic-Indic digits ("50", "49.5", "٥٠"). Read as money with two
 * decimals; a bound above `MAX_MONEY` reads as `MAX_MONEY` (no price is higher).
 */
export const priceFilterSchema = z.string().check(
  z.overwrite((text) => readTypedAmount(text) ?? text),
  // A refinement, not a pattern: the pattern would be documented as the input's, yet `50` and
  // Arabic-Indic digits are read first (the overwrite above), and only their reading must match.
  z.refine((money) => /^\d+\.\d{2}$/.test(money), {
    error: 'A price is a number of riyals, like 50 or 49.50',
  }),
  z.overwrite((money) => (Number(money) > MAX_MONEY_VALUE ? MAX_MONEY : money)),
)

/** The shop's one currency (spec §1): labelled "SAR" in English and "ريال" in Arabic. */
export const CURRENCY = 'SAR'
export const currencySchema = named('Currency', z.literal(CURRENCY))
export type Currency = z.infer<typeof currencySchema>
