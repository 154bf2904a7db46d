import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import {
  pointsConversionRequestSchema,
  pointsConversionResultSchema,
  pointsSchema,
  pointsTransactionSchema,
} from './points.ts'
import { samplePoints, samplePointsTransaction, sampleWalletTransaction } from './sample-orders.ts'
import {
  walletRechargeRequestSchema,
  walletRechargeResultSchema,
  walletSchema,
  walletTransactionSchema,
} from './wallet.ts'

const failedPaths = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('the wallet', () => {
  it('accepts a balance and a payment out of it as a signed amount', () => {
    expect(walletSchema.parse({ balance: '331.00', currency: 'SAR' }).balance).toBe('331.00')
    expect(walletTransactionSchema.parse(sampleWalletTransaction).amount).toBe('-169.00')
  })

  it('rejects an unknown kind of transaction and an amount that is not money', () => {
    expect(
      failedPaths(walletTransactionSchema, { ...sampleWalletTransaction, kind: 'gift' }),
    ).toEqual(['kind'])
    expect(
      failedPaths(walletTransactionSchema, { ...sampleWalletTransaction, amount: -169 }),
    ).toEqual(['amount'])
  })

  it('recharges a positive amount by card only', () => {
    expect(
      walletRechargeRequestSchema.safeParse({ amount: '100.00', payment_method: 'card' }).success,
    ).toBe(true)
    expect(
      failedPaths(walletRechargeRequestSchema, { amount: '0.00', payment_method: 'card' }),
    ).toEqual(['amount'])
    expect(
      failedPaths(walletRechargeRequestSchema, { amount: '100.00', payment_method: 'wallet' }),
    ).toEqual(['payment_method'])
  })

  it('answers a recharge that waits for the card payment', () => {
    const waiting = {
      status: 'awaiting_payment',
      wallet: { balance: '331.00', currency: 'SAR' },
      transaction: null,
      payment_url: 'https://pay.example.com/s/abc',
    }
    expect(walletRechargeResultSchema.parse(waiting).status).toBe('awaiting_payment')
    expect(failedPaths(walletRechargeResultSchema, { ...waiting, status: 'done' })).toEqual([
      'status',
    ])
  })
})

describe('points', () => {
  it('accepts a balance with its worth and an entry of the ledger', () => {
    expect(pointsSchema.parse(samplePoints).worth).toBe('12.50')
    expect(pointsTransactionSchema.parse(samplePointsTransaction).kind).toBe('earned')
  })

  it('counts points in whole numbers, and knows earned, reversed and converted only', () => {
    expect(
      failedPaths(pointsTransactionSchema, { ...samplePointsTransaction, points: 1.5 }),
    ).toEqual(['points'])
    expect(
      failedPaths(pointsTransactionSchema, { ...samplePointsTransaction, kind: 'expired' }),
    ).toEqual(['kind'])
  })

  it('converts a positive whole number of points, into the wallet', () => {
    expect(pointsConversionRequestSchema.safeParse({ points: 500 }).success).toBe(true)
    expect(failedPaths(pointsConversionRequestSchema, { points: 0 })).toEqual(['points'])
    expect(failedPaths(pointsConversionRequestSchema, { points: '500' })).toEqual(['points'])
    const result = {
      converted_amount: '5.00',
      points: { ...samplePoints, points: 750, worth: '7.50' },
      wallet: { balance: '336.00', currency: 'SAR' },
    }
    expect(pointsConversionResultSchema.parse(result).converted_amount).toBe('5.00')
  })
})
