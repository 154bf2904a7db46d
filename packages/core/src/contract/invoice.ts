import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { currencySchema, moneySchema } from './money.ts'
import { orderAddressSchema, orderItemSchema } from './order.ts'
import { timestampSchema } from './time.ts'

/** The tax invoice of an order: what the seller and the buyer are, what was sold, the VAT. */
export const invoiceSchema = named(
  'Invoice',
  z.object({
    invoice_number: z.string(),
    order_id: idSchema,
    order_number: z.string(),
    issued_at: timestampSchema,
    seller_name: z
      .string()
      .check(
        z.describe("The seller's name in the request's language (Arabic on an Arabic invoice)."),
      ),
    seller_names: z
      .object({ en: z.string(), ar: z.string() })
      .check(z.describe("The seller's English and Arabic names, for a bilingual invoice.")),
    seller_vat_number: z.string(),
    buyer_name: z.string(),
    delivery_address: orderAddressSchema.check(
      z.describe("Where the order went, its places named in the request's language."),
    ),
    items: z.array(orderItemSchema),
    sub_total: moneySchema,
    discount: moneySchema,
    shipping_cost: moneySchema,
    vat_rate_percent: z.number().check(z.minimum(0), z.maximum(100)),
    tax_amount: moneySchema,
    total_price: moneySchema,
    currency: currencySchema,
    pdf_url: z.nullable(z.string()).check(z.describe('A printable copy, when the shop makes one.')),
    zatca_qr: z
      .string()
      .check(
        z.describe(
          'The ZATCA simplified-invoice QR payload: TLV of seller name, VAT number, time, total and VAT, base64. Render it as a QR code.',
        ),
      ),
  }),
)
export type Invoice = z.infer<typeof invoiceSchema>
