import type { Address, Places } from '@matjar/core/contract'
import { asc } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { cities, countries, regions } from '../db/schema.ts'
import { ApiError } from '../http/api-error.ts'
import type { Language, MessageKey } from '../messages/translate.ts'

interface Named {
  nameEn: string
  nameAr: string
}

/** The shop's list of places, read at once (a few dozen rows), with each place by its code. */
export interface PlaceBook {
  countries: Map<string, Named & { code: string }>
  regions: Map<string, Named & { code: string; countryCode: string }>
  cities: Map<string, Named & { code: string; regionCode: string }>
}

export async function readPlaces(db: Pick<Database, 'select'>): Promise<PlaceBook> {
  const [countryRows, regionRows, cityRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.code)),
    db.select().from(regions).orderBy(asc(regions.position), asc(regions.code)),
    db.select().from(cities).orderBy(asc(cities.position), asc(cities.code)),
  ])
  const byCode = <T extends { code: string }>(rows: T[]) =>
    new Map(rows.map((row) => [row.code, row]))
  return { countries: byCode(countryRows), regions: byCode(regionRows), cities: byCode(cityRows) }
}

const nameIn = (language: Language, place: Named | undefined, code: string) =>
  place ? (language === 'ar' ? place.nameAr : place.nameEn) : code

/** The list as the contract gives it, named in `language`. */
export const placesIn = (book: PlaceBook, language: Language): Places => ({
  countries: [...book.countries.values()].map((each) => ({
    code: each.code,
    name: nameIn(language, each, each.code),
  })),
  regions: [...book.regions.values()].map((each) => ({
    code: each.code,
    country: each.countryCode,
    name: nameIn(language, each, each.code),
  })),
  cities: [...book.cities.values()].map((each) => ({
    code: each.code,
    region: each.regionCode,
    name: nameIn(language, each, each.code),
  })),
})

/** A city's name in `language`; a code the list does not hold, as it is. */
export const cityName = (book: PlaceBook, code: string, language: Language) =>
  nameIn(language, book.cities.get(code), code)

interface PlaceCodes {
  country: string
  state: string
  city: string
}

/**
 * The names of an address's places in `language`. A code the list does not hold (an address
 * saved before places were identifiers, whose city the migration could not find) is shown as
 * it was typed.
 */
export const placeNames = (book: PlaceBook, place: PlaceCodes, language: Language) => ({
  country_name: nameIn(language, book.countries.get(place.country), place.country),
  state_name: nameIn(language, book.regions.get(place.state), place.state),
  city_name: nameIn(language, book.cities.get(place.city), place.city),
})

/** Adds the names of its places to an address (saved, or an order's copy). */
export const withPlaceNames = <T extends PlaceCodes>(
  book: PlaceBook,
  address: T,
  language: Language,
): T & Pick<Address, 'country_name' | 'state_name' | 'city_name'> => ({
  ...address,
  ...placeNames(book, address, language),
})

/**
 * Refuses (422, on the field at fault) a country, region or city the list does not hold, or a
 * region outside the country, a city outside the region. `prefix` names the form's part
 * (`address.` at a guest's checkout).
 */
export function checkPlaces(book: PlaceBook, place: PlaceCodes, prefix = ''): void {
  const refuse = (field: keyof PlaceCodes, reason: MessageKey): never => {
    throw new ApiError(422, 'placeUnknown', undefined, { [`${prefix}${field}`]: reason })
  }
  if (!book.countries.has(place.country)) refuse('country', 'countryUnknown')
  if (book.regions.get(place.state)?.countryCode !== place.country) {
    refuse('state', 'regionNotInCountry')
  }
  if (book.cities.get(place.city)?.regionCode !== place.state) refuse('city', 'cityNotInRegion')
}
