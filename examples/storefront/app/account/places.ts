import type { Places } from '@matjar/core'

/** An address's places, by identifier (what the API keeps). */
export interface PlaceChoice {
  country: string
  state: string
  city: string
}

/** A city's region and country, from the shop's list; null for a city the list does not hold. */
export const placeOfCity = (places: Places, city: string): PlaceChoice | null => {
  const region = places.regions.find(
    (each) => each.code === places.cities.find((one) => one.code === city)?.region,
  )
  return region ? { country: region.country, state: region.code, city } : null
}

/** The first place of the list, or of `country`, or of `region`: where a new address starts. */
export const firstPlace = (places: Places, within: Partial<PlaceChoice> = {}): PlaceChoice => {
  const country = within.country ?? places.countries[0]?.code ?? ''
  const state = within.state ?? places.regions.find((each) => each.country === country)?.code ?? ''
  const city = places.cities.find((each) => each.region === state)?.code ?? ''
  return { country, state, city }
}

/** A city's name in the page's language, or its identifier when the list does not hold it. */
export const cityNameOf = (places: Places, city: string) =>
  places.cities.find((each) => each.code === city)?.name ?? city
