import {
  CURRENCY,
  type Points,
  toHalalas,
  type Wallet,
  type WalletTransaction,
} from '@matjar/core/contract'
import { canConvertPoints, pointsWorth } from '@matjar/core/rules'
import { terms } from '../../fixtures/shop.ts'
import type { Handlers } from '../handler.ts'
import { ShopError } from '../http.ts'
import { say } from '../messages.ts'
import { pageOf } from '../pages.ts'
import { money } from '../pricing.ts'
import type { CustomerRecord } from '../state.ts'

/** The wallet's balance in halalas: the sum of its ledger. */
export const balanceOf = (customer: CustomerRecord): number =>
  customer.wallet.reduce((sum, entry) => sum + toHalalas(entry.amount), 0)

const pointsOf = (customer: CustomerRecord): number =>
  customer.points.reduce((sum, entry) => sum + entry.points, 0)

/** Halalas that points are worth at the shop's rate. */
const worthOf = (points: number) => pointsWorth(points, terms.points.points_per_riyal)

const wallet = (customer: CustomerRecord): Wallet => ({
  balance: money(balanceOf(customer)),
  currency: CURRENCY,
})

const points = (customer: CustomerRecord): Points => ({
  points: pointsOf(customer),
  worth: money(worthOf(pointsOf(customer))),
  points_per_riyal: terms.points.points_per_riyal,
  minimum_conversion: terms.points.minimum_conversion,
})

/** The wallet and the loyalty points: ledgers, a recharge (the card always pays), conversion. */
export const walletPointsHandlers: Handlers = {
  getWallet: ({ customer }) => ({ data: wallet(customer!) }),

  listWalletTransactions: ({ customer, query }) => ({ data: pageOf(customer!.wallet, query) }),

  rechargeWallet: ({ customer, shop, body, language }) => {
    const transaction: WalletTransaction = {
      id: shop.nextId(),
      amount: body.amount,
      currency: CURRENCY,
      kind: 'recharge',
      reference: `CARD-${shop.nextId()}`,
      created_at: shop.now().toISOString(),
    }
    customer!.wallet.unshift(transaction)
    return {
      message: say(language, 'walletRecharged'),
      data: { status: 'completed', wallet: wallet(customer!), transaction, payment_url: null },
    }
  },

  getPoints: ({ customer }) => ({ data: points(customer!) }),

  listPointsTransactions: ({ customer, query }) => ({ data: pageOf(customer!.points, query) }),

  convertPoints: ({ customer, shop, body, language }) => {
    const rate = {
      minimumConversion: terms.points.minimum_conversion,
      pointsPerRiyal: terms.points.points_per_riyal,
    }
    if (!canConvertPoints(body.points, pointsOf(customer!), rate)) {
      throw new ShopError(422, 'pointsTooFew', { points: 'pointsTooFew' })
    }
    const amount = worthOf(body.points)
    const at = shop.now().toISOString()
    customer!.points.unshift({
      id: shop.nextId(),
      points: -body.points,
      kind: 'converted',
      order_id: null,
      order_number: null,
      created_at: at,
    })
    customer!.wallet.unshift({
      id: shop.nextId(),
      amount: money(amount),
      currency: CURRENCY,
      kind: 'points_conversion',
      reference: null,
      created_at: at,
    })
    return {
      message: say(language, 'pointsConverted'),
      data: {
        converted_amount: money(amount),
        points: points(customer!),
        wallet: wallet(customer!),
      },
    }
  },
}
