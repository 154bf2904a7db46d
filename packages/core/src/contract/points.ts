import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { moneySchema } from './money.ts'
import { timestampSchema } from './time.ts'
import { walletSchema } from './wallet.ts'

/** The customer's loyalty points and what they are worth now. */
export const pointsSchema = named(
  'Points',
  z.object({
    points: z.int().check(z.nonnegative()),
    worth: moneySchema.check(
      z.describe('What the points would add to the wallet at the current rate.'),
    ),
    points_per_riyal: z.int().check(z.positive(), z.describe('Points that make 1.00 SAR.')),
    minimum_conversion: z
      .int()
      .check(z.positive(), z.describe('Fewest points one conversion takes.')),
  }),
)
export type Points = z.infer<typeof pointsSchema>

/** earned on a delivered order, reversed when it is cancelled, converted into wallet balance. */
export const POINTS_TRANSACTION_KINDS = ['earned', 'reversed', 'converted'] as const
export const pointsTransactionKindSchema = z.enum(POINTS_TRANSACTION_KINDS)
export type PointsTransactionKind = z.infer<typeof pointsTransactionKindSchema>

export const pointsTransactionSchema = named(
  'PointsTransaction',
  z.object({
    id: idSchema,
    points: z.int().check(z.describe('Signed: positive earned, negative reversed or converted.')),
    kind: pointsTransactionKindSchema,
    order_id: z.nullable(idSchema),
    order_number: z.nullable(z.string()),
    created_at: timestampSchema,
  }),
)
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>

/** Turns points into wallet balance (spec §4 "transformation of points into balance"). */
export const pointsConversionRequestSchema = named(
  'PointsConversionRequest',
  z.strictObject({
    points: z.int().check(z.positive()),
  }),
)
export type PointsConversionRequest = z.infer<typeof pointsConversionRequestSchema>

export const pointsConversionResultSchema = named(
  'PointsConversionResult',
  z.object({
    converted_amount: moneySchema,
    points: pointsSchema,
    wallet: walletSchema,
  }),
)
export type PointsConversionResult = z.infer<typeof pointsConversionResultSchema>
