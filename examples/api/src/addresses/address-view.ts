import type { Address, AddressRequest } from '@matjar/core/contract'
import type { addresses } from '../db/schema.ts'

type Row = typeof addresses.$inferSelect

/** An address as an order keeps it: no id, no default flag, its places by identifier only. */
export type OrderAddress = Omit<
  Address,
  'id' | 'is_default' | 'country_name' | 'state_name' | 'city_name'
>

/** A saved address as stored, without its places' names (see `withPlaceNames`). */
export const toAddress = (
  row: Row,
): Omit<Address, 'country_name' | 'state_name' | 'city_name'> => ({
  id: row.id,
  name: row.name,
  type: row.type,
  country: row.country,
  state: row.state,
  city: row.city,
  street: row.street,
  block: row.block,
  avenue: row.avenue,
  floor: row.floor,
  apartment_number: row.apartmentNumber,
  zip_code: row.zipCode,
  phone: row.phone,
  company_name: row.companyName,
  details: row.details,
  message_to_store: row.messageToStore,
  is_default: row.isDefault,
})

/** The address a form names, as an order keeps it: the optional fields left empty are null. */
export const addressOfForm = (form: AddressRequest): OrderAddress => ({
  name: form.name,
  type: form.type,
  country: form.country,
  state: form.state,
  city: form.city,
  street: form.street || null,
  block: form.block || null,
  avenue: form.avenue || null,
  floor: form.floor || null,
  apartment_number: form.apartment_number || null,
  zip_code: form.zip_code || null,
  phone: form.phone,
  company_name: form.company_name || null,
  details: form.details,
  message_to_store: form.message_to_store || null,
})

/** The columns of the address a form saves. */
export const columnsOf = (form: AddressRequest) => {
  const { apartment_number, zip_code, company_name, message_to_store, ...same } =
    addressOfForm(form)
  return {
    ...same,
    apartmentNumber: apartment_number,
    zipCode: zip_code,
    companyName: company_name,
    messageToStore: message_to_store,
    isDefault: form.is_default ?? false,
  }
}
