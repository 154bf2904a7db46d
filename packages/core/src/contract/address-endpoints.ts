import * as z from 'zod/mini'
import { addressRequestSchema, addressSchema } from './address.ts'
import { defineEndpoints } from './endpoint.ts'
import { successEnvelope } from './envelope.ts'
import { BAD_TOKEN, INVALID_INPUT, MALFORMED_BODY } from './failures.ts'
import { idParamsSchema } from './identifiers.ts'

// Another customer's address answers exactly like a missing one: ids reveal nothing.
const oneAddress = { 404: 'No such address among yours.' }
const duplicate = { 409: 'Another of your addresses has this name.' }

/** The customer's delivery addresses. Saving one with `is_default` makes it the only default. */
export const addressEndpoints = defineEndpoints({
  listAddresses: {
    method: 'GET',
    path: '/auth/addresses',
    access: 'customer',
    summary: "The customer's addresses, the default first. A short list: not paged.",
    response: successEnvelope(z.array(addressSchema)),
    errors: BAD_TOKEN,
    tag: 'Addresses',
  },
  createAddress: {
    method: 'POST',
    path: '/auth/addresses',
    access: 'customer',
    summary: 'Saves a new address.',
    body: addressRequestSchema,
    created: true,
    response: successEnvelope(addressSchema),
    errors: { ...MALFORMED_BODY, ...BAD_TOKEN, ...duplicate, ...INVALID_INPUT },
    tag: 'Addresses',
  },
  updateAddress: {
    method: 'PUT',
    path: '/auth/addresses/{id}',
    access: 'customer',
    summary: 'Replaces an address with the form as sent.',
    params: idParamsSchema,
    body: addressRequestSchema,
    response: successEnvelope(addressSchema),
    errors: { ...MALFORMED_BODY, ...BAD_TOKEN, ...oneAddress, ...duplicate, ...INVALID_INPUT },
    tag: 'Addresses',
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/auth/addresses/{id}',
    access: 'customer',
    summary: 'Deletes an address; orders keep their copy of it.',
    params: idParamsSchema,
    response: successEnvelope(z.null()),
    errors: { ...BAD_TOKEN, ...oneAddress, ...INVALID_INPUT },
    tag: 'Addresses',
  },
})
