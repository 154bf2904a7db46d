import * as z from 'zod/mini'

/** Money on the wire: a string with exactly two decimals, in Saudi riyal ("0.00"). */
export const moneySchema = z
  .string()
  .check(
    z.regex(/^-?\d+\.\d{2}$/, { error: 'Money must be a string with two decimals, like "12.50"' }),
  )

export type Money = z.infer<typeof moneySchema>

export const ZERO_MONEY: Money = '0.00'

/** An amount a shopper asks for (a recharge): money above zero. */
export const positiveMoneySchema = moneySchema.check(
  z.refine((value) => !value.startsWith('-') && !/^0+\.00$/.test(value), {
    error: 'The amount must be above zero',
  }),
)

/** The shop's one currency (spec §1): labelled "SAR" in English and "ريال" in Arabic. */
export const CURRENCY = 'SAR'
export const currencySchema = z.literal(CURRENCY)
export type Currency = z.infer<typeof currencySchema>
