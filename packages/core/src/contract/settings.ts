import * as z from 'zod/mini'
import { LANGUAGES } from '../locale/language.ts'
import { named } from './component-name.ts'
import { slugSchema } from './identifiers.ts'
import { currencySchema, moneySchema } from './money.ts'
import { phoneSchema } from './phone.ts'
import { cityCodeSchema } from './place.ts'
import { emailSchema } from './user.ts'

/** What the storefront needs to know about the shop before it shows a price or a contact link. */
export const shopSettingsSchema = named(
  'ShopSettings',
  z.object({
    name: z.string(),
    currency: currencySchema,
    languages: z.array(z.enum(LANGUAGES)),
    whatsapp_number: z
      .nullable(phoneSchema)
      .check(z.describe('Target of the floating WhatsApp button.')),
    contact_email: emailSchema,
    contact_phone: phoneSchema,
    vat_rate_percent: z
      .number()
      .check(z.minimum(0), z.maximum(100), z.describe('15 in Saudi Arabia.')),
    vat_number: z.string().check(z.describe('The VAT registration number printed on invoices.')),
    prices_include_vat: z.boolean(),
    minimum_order: z
      .nullable(moneySchema)
      .check(z.describe('Smallest sub_total a checkout takes, if any.')),
    shipping: z.object({
      default_cost: moneySchema,
      free_above: z
        .nullable(moneySchema)
        .check(z.describe('Sub-total from which shipping is free, if any.')),
      cities: z
        .array(
          z.object({
            city: cityCodeSchema.check(
              z.describe('The identifier an address stores (`GET /data/places`): `riyadh`.'),
            ),
            name: z.string().check(z.describe("The city's name in the request's language.")),
            cost: moneySchema,
            branch: z
              .nullable(slugSchema)
              .check(
                z.describe(
                  'The branch that prepares orders delivered to this city (its slug): the checkout chooses it first. Null: the first branch.',
                ),
              ),
          }),
        )
        .check(
          z.describe(
            'The cities the shop delivers to, each with its cost; an address elsewhere pays `default_cost`.',
          ),
        ),
    }),
    points: z.object({
      earned_per_riyal: z
        .number()
        .check(z.nonnegative(), z.describe('Points earned per 1.00 SAR paid.')),
      points_per_riyal: z
        .int()
        .check(z.positive(), z.describe('Points that convert into 1.00 SAR.')),
      minimum_conversion: z.int().check(z.positive()),
    }),
  }),
)
export type ShopSettings = z.infer<typeof shopSettingsSchema>
