import { foreignKey, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

// The places an address names, by identifier, each named in English and Arabic. The shop's list
// is written by the migration that made these tables (0014_places); a shop adds a place by a row.

/** A country, by its ISO 3166-1 code (`SA`). */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
})

/** A region of a country, by its ISO 3166-2 code (`SA-01`). */
export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    countryCode: text('country_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    /** The order the address form lists them in. */
    position: integer('position').notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.countryCode], foreignColumns: [countries.code] }),
    index('regions_country_code_index').on(t.countryCode),
  ],
)

/** A city of a region (`riyadh`). */
export const cities = pgTable(
  'cities',
  {
    code: text('code').primaryKey(),
    regionCode: text('region_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameAr: text('name_ar').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    foreignKey({ columns: [t.regionCode], foreignColumns: [regions.code] }),
    index('cities_region_code_index').on(t.regionCode),
  ],
)
