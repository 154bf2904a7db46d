import { describe, expect, it } from 'vitest'
import type * as z from 'zod/mini'
import { invoiceSchema } from './invoice.ts'
import { orderSchema, orderSummarySchema } from './order.ts'
import { orderListQuerySchema, orderRatingRequestSchema } from './order-requests.ts'
import { CANCELLABLE_ORDER_STATUSES, ORDER_GROUPS, ORDER_STATUSES } from './order-status.ts'
import { sampleOrder } from './sample-orders.ts'

const failedPaths = (schema: z.ZodMiniType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('orders', () => {
  it('accepts a delivered order and its summary', () => {
    expect(orderSchema.parse(sampleOrder).items[0]?.line_total).toBe('144.00')
    expect(orderSummarySchema.parse(sampleOrder)).not.toHaveProperty('items')
  })

  it('rejects an unknown status, payment status or payment method', () => {
    expect(failedPaths(orderSchema, { ...sampleOrder, status: 'lost' })).toEqual(['status'])
    expect(failedPaths(orderSchema, { ...sampleOrder, payment_status: 'maybe' })).toEqual([
      'payment_status',
    ])
    expect(failedPaths(orderSchema, { ...sampleOrder, payment_method: 'cheque' })).toEqual([
      'payment_method',
    ])
  })

  it('puts every status in exactly one list: new or finished', () => {
    const grouped = [...ORDER_GROUPS.new, ...ORDER_GROUPS.finished]
    expect([...grouped].sort()).toEqual([...ORDER_STATUSES].sort())
  })

  it('lets a customer cancel only a new order', () => {
    for (const status of CANCELLABLE_ORDER_STATUSES) {
      expect(ORDER_GROUPS.new as readonly string[]).toContain(status)
    }
    expect(CANCELLABLE_ORDER_STATUSES).not.toContain('shipped')
  })
})

describe('order requests', () => {
  it('lists new or finished orders, nothing else', () => {
    expect(orderListQuerySchema.parse({ status: 'new' }).status).toBe('new')
    expect(failedPaths(orderListQuerySchema, { status: 'old' })).toEqual(['status'])
  })

  it('rates an order 1 to 5 stars, and nothing but a rating and a comment', () => {
    expect(orderRatingRequestSchema.safeParse({ rating: 4, comment: 'Quick' }).success).toBe(true)
    expect(failedPaths(orderRatingRequestSchema, { rating: 6 })).toEqual(['rating'])
    expect(failedPaths(orderRatingRequestSchema, { rating: 5, tip: '5.00' })).toEqual([''])
  })
})

describe('the invoice', () => {
  const invoice = {
    invoice_number: 'INV-2025-000731',
    order_id: sampleOrder.id,
    order_number: sampleOrder.order_number,
    issued_at: '2025-03-01T09:31:00Z',
    seller_name: 'Matjar',
    seller_names: { en: 'Matjar', ar: 'متجر' },
    seller_vat_number: '300000000000003',
    buyer_name: 'Sara Alharbi',
    delivery_address: sampleOrder.address,
    items: sampleOrder.items,
    sub_total: '144.00',
    discount: '0.00',
    shipping_cost: '25.00',
    vat_rate_percent: 15,
    tax_amount: '22.04',
    total_price: '169.00',
    currency: 'SAR',
    pdf_url: null,
    zatca_qr: 'AQVNYXRqYXI=',
  }

  it('accepts a tax invoice in SAR and rejects another currency', () => {
    expect(invoiceSchema.parse(invoice).total_price).toBe('169.00')
    expect(failedPaths(invoiceSchema, { ...invoice, currency: 'USD' })).toEqual(['currency'])
  })
})
