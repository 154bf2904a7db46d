import { toHalalas } from '@matjar/core/contract'
import type { PricingTerms } from '@matjar/core/rules'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { shopSettings } from '../db/schema.ts'

/** The shop's terms for money, in halalas, read from its settings (priced by `@matjar/core/rules`). */
export interface ShopTerms extends PricingTerms {
  minimumOrder: number
  points: { earnedPerRiyal: number; pointsPerRiyal: number; minimumConversion: number }
  /** The seller's names, printed on invoices (the Arabic one on an Arabic invoice). */
  sellerNames: { en: string; ar: string }
  vatNumber: string
}

interface StoredSettings {
  name_en?: string
  name_ar?: string
  vat_rate_percent?: number
  vat_number?: string
  minimum_order?: string
  shipping?: {
    default_cost?: string
    free_above?: string | null
    cities?: { city: string; cost: string }[]
  }
  points?: { earned_per_riyal?: number; points_per_riyal?: number; minimum_conversion?: number }
}

/** Reads the settings row (seeded), with the seed's values for anything missing. */
export async function readShopTerms(db: Pick<Database, 'select'>): Promise<ShopTerms> {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1))
  const settings = (row?.value ?? {}) as StoredSettings
  return {
    vatRatePercent: settings.vat_rate_percent ?? 15,
    minimumOrder: toHalalas(settings.minimum_order ?? '0.00'),
    shipping: {
      defaultCost: toHalalas(settings.shipping?.default_cost ?? '0.00'),
      freeAbove: settings.shipping?.free_above ? toHalalas(settings.shipping.free_above) : null,
      // By the city's identifier, as addresses keep it.
      cities: new Map(
        (settings.shipping?.cities ?? []).map(({ city, cost }) => [city, toHalalas(cost)] as const),
      ),
    },
    points: {
      earnedPerRiyal: settings.points?.earned_per_riyal ?? 1,
      pointsPerRiyal: settings.points?.points_per_riyal ?? 100,
      minimumConversion: settings.points?.minimum_conversion ?? 500,
    },
    sellerNames: {
      en: settings.name_en ?? 'Matjar',
      ar: settings.name_ar ?? settings.name_en ?? 'متجر',
    },
    vatNumber: settings.vat_number ?? '',
  }
}
