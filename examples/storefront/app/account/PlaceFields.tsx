import type { Places } from '@matjar/core'
import { Select, type SelectOption } from '@matjar/ui'
import { useState } from 'react'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { firstPlace, type PlaceChoice } from './places.ts'

/** The options of a list, with `current` kept as a choice when the list no longer holds it. */
const optionsOf = (
  list: readonly { code: string; name: string }[],
  current: string,
  currentName?: string,
): SelectOption[] => {
  const options = list.map((each) => ({ value: each.code, label: each.name }))
  if (current && !list.some((each) => each.code === current)) {
    options.push({ value: current, label: currentName ?? current })
  }
  return options
}

/**
 * Country, region and city of an address, each chosen from the shop's list (`GET /data/places`)
 * and named in the page's language; the form sends their identifiers (`country`, `state`,
 * `city`). Choosing a country or a region starts the next list at its first place. A place saved
 * before the list held it stays a choice, named as it was typed.
 */
export function PlaceFields({
  places,
  initial,
  initialNames,
  errors,
}: {
  places: Places
  initial?: PlaceChoice
  initialNames?: { country_name: string; state_name: string; city_name: string }
  errors: Partial<Record<keyof PlaceChoice, string | undefined>>
}) {
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const [place, setPlace] = useState<PlaceChoice>(initial ?? firstPlace(places))
  const regions = places.regions.filter((each) => each.country === place.country)
  const cities = places.cities.filter((each) => each.region === place.state)
  return (
    <div className="shop-account-pair">
      <Select
        label={t('country')}
        name="country"
        required
        value={place.country}
        onValueChange={(country) => setPlace(firstPlace(places, { country }))}
        options={optionsOf(places.countries, place.country, initialNames?.country_name)}
        error={errors.country}
      />
      <Select
        label={t('state')}
        name="state"
        required
        value={place.state}
        onValueChange={(state) => setPlace(firstPlace(places, { country: place.country, state }))}
        options={optionsOf(regions, place.state, initialNames?.state_name)}
        error={errors.state}
      />
      <Select
        label={shop('city')}
        name="city"
        required
        value={place.city}
        onValueChange={(city) => setPlace({ ...place, city })}
        options={optionsOf(cities, place.city, initialNames?.city_name)}
        error={errors.city}
      />
    </div>
  )
}

/**
 * The delivery city of a new address at the checkout, from every city of the shop's list: its
 * region and country follow from it.
 */
export function CityField({
  places,
  ...select
}: { places: Places } & Omit<Parameters<typeof Select>[0], 'options'>) {
  return <Select {...select} options={optionsOf(places.cities, '')} />
}
