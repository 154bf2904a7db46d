import * as z from 'zod/mini'
import { plainLine } from './plain-text.ts'

/** A country's identifier: ISO 3166-1 alpha-2 (`SA`). */
export const countryCodeSchema = z
  .string()
  .check(plainLine, z.regex(/^[A-Z]{2}$/, { error: 'Choose a country from the list' }))
/** A region's identifier: ISO 3166-2 (`SA-01`, the Riyadh region). */
export const regionCodeSchema = z
  .string()
  .check(plainLine, z.regex(/^[A-Z]{2}-[0-9A-Z]{1,3}$/, { error: 'Choose a region from the list' }))
/** A city's identifier in the shop's list: lower-case letters, digits and hyphens (`riyadh`). */
export const cityCodeSchema = z
  .string()
  .check(plainLine, z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Choose a city from the list' }))

const placeName = z.string().check(z.describe("The place's name in the request's language."))

/**
 * The places the shop delivers to: countries, their regions and their cities, each named by an
 * identifier that addresses keep, and named in the request's language (English or Arabic).
 */
export const placesSchema = z.object({
  countries: z.array(z.object({ code: countryCodeSchema, name: placeName })),
  regions: z.array(
    z.object({ code: regionCodeSchema, country: countryCodeSchema, name: placeName }),
  ),
  cities: z.array(z.object({ code: cityCodeSchema, region: regionCodeSchema, name: placeName })),
})
export type Places = z.infer<typeof placesSchema>
