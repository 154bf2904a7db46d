import type { AccountMessageKey } from '../messages/account.ts'

/** The address' optional parts, each with its label, under "more fields". */
export const OPTIONAL_ADDRESS_FIELDS = [
  ['street', 'street'],
  ['block', 'block'],
  ['avenue', 'avenue'],
  ['floor', 'floor'],
  ['apartment_number', 'apartmentNumber'],
  ['zip_code', 'zipCode'],
] as const satisfies readonly (readonly [string, AccountMessageKey])[]
