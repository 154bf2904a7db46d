import type { Address, AddressRequest } from '@matjar/core/contract'
import { places } from '../fixtures/places.ts'
import { ShopError } from './http.ts'
import type { MessageKey } from './messages.ts'

/** An address as kept: its places by code, named when it is answered (`withPlaceNames`). */
export type StoredAddress = Omit<Address, 'country_name' | 'state_name' | 'city_name'>

/**
 * Refuses (422, on the field at fault) a place the list does not hold, a region outside its
 * country, a city outside its region. `prefix` names the form's part (`address.` for a guest).
 */
export function checkPlaces(body: AddressRequest, prefix = ''): void {
  const refuse = (field: 'country' | 'state' | 'city', reason: MessageKey): never => {
    throw new ShopError(422, 'placeUnknown', { [`${prefix}${field}`]: reason })
  }
  if (!places.countries.some((each) => each.code === body.country))
    refuse('country', 'countryUnknown')
  const region = places.regions.find((each) => each.code === body.state)
  if (region?.country !== body.country) refuse('state', 'regionNotInCountry')
  const city = places.cities.find((each) => each.code === body.city)
  if (city?.region !== body.state) refuse('city', 'cityNotInRegion')
}

/** An address as saved from the form: parts left out read null. */
export const addressFields = (body: AddressRequest): Omit<StoredAddress, 'id'> => ({
  name: body.name,
  type: body.type,
  country: body.country,
  state: body.state,
  city: body.city,
  street: body.street ?? null,
  block: body.block ?? null,
  avenue: body.avenue ?? null,
  floor: body.floor ?? null,
  apartment_number: body.apartment_number ?? null,
  zip_code: body.zip_code ?? null,
  phone: body.phone,
  company_name: body.company_name ?? null,
  details: body.details,
  message_to_store: body.message_to_store ?? null,
  is_default: body.is_default ?? false,
})
