import { fromHalalas, type Invoice } from '@matjar/core/contract'
import { eq } from 'drizzle-orm'
import type { OrderAddress } from '../addresses/address-view.ts'
import { readPlaces, withPlaceNames } from '../addresses/places.ts'
import type { Database } from '../db/connect.ts'
import { customers } from '../db/schema.ts'
import type { Language } from '../messages/translate.ts'
import type { ShopTerms } from '../money/shop-terms.ts'
import type { OrderRow } from './order-view.ts'
import { orderItemView, readOrderItems } from './order-view.ts'

/**
 * The QR code of a ZATCA simplified tax invoice (phase 1): five TLV fields — seller name, VAT
 * number, time of the invoice, total with VAT, VAT — each a tag byte, a length byte and its UTF-8
 * bytes, the whole base64-encoded. A QR scanner app of ZATCA reads it back.
 */
function zatcaQr(fields: {
  seller: string
  vatNumber: string
  issuedAt: string
  total: string
  vat: string
}): string {
  const parts = [fields.seller, fields.vatNumber, fields.issuedAt, fields.total, fields.vat].map(
    (value, index) => {
      const bytes = Buffer.from(value, 'utf8')
      if (bytes.length > 255) throw new RangeError(`ZATCA field ${index + 1} is over 255 bytes`)
      return Buffer.concat([Buffer.from([index + 1, bytes.length]), bytes])
    },
  )
  return Buffer.concat(parts).toString('base64')
}

/** The tax invoice of an order (not of a cancelled one). */
export async function invoiceOf(
  db: Pick<Database, 'select'>,
  order: OrderRow,
  terms: ShopTerms,
  language: Language,
): Promise<Invoice> {
  const items = await readOrderItems(db, order.id)
  let buyer = (order.guest as { name?: string } | null)?.name ?? ''
  if (order.customerId !== null) {
    const [customer] = await db.select().from(customers).where(eq(customers.id, order.customerId))
    if (customer) buyer = `${customer.firstName} ${customer.lastName}`
  }
  const issuedAt = order.createdAt.toISOString()
  return {
    invoice_number: `INV-${order.orderNumber}`,
    order_id: order.id,
    order_number: order.orderNumber,
    issued_at: issuedAt,
    seller_name: terms.sellerNames[language],
    seller_names: terms.sellerNames,
    seller_vat_number: terms.vatNumber,
    buyer_name: buyer,
    delivery_address: withPlaceNames(await readPlaces(db), order.address as OrderAddress, language),
    items: items.map(({ item, picture }) => orderItemView({ ...item, picture }, language)),
    sub_total: fromHalalas(order.subTotal),
    discount: fromHalalas(order.discount),
    shipping_cost: fromHalalas(order.shippingCost),
    vat_rate_percent: terms.vatRatePercent,
    tax_amount: fromHalalas(order.taxAmount),
    total_price: fromHalalas(order.total),
    currency: 'SAR',
    pdf_url: null,
    zatca_qr: zatcaQr({
      seller: terms.sellerNames.en,
      vatNumber: terms.vatNumber,
      issuedAt,
      total: fromHalalas(order.total),
      vat: fromHalalas(order.taxAmount),
    }),
  }
}
