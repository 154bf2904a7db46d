import { describe, expect, it } from 'vitest'
import { addressRequestSchema, addressSchema } from './address.ts'
import { sampleAddress, sampleAddressRequest } from './samples.ts'

const failedPaths = (value: unknown) =>
  addressRequestSchema.safeParse(value).error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('delivery addresses', () => {
  it('accepts the form of a home address and a saved address', () => {
    expect(addressRequestSchema.parse(sampleAddressRequest).type).toBe('home')
    expect(addressSchema.parse(sampleAddress).company_name).toBeNull()
  })

  it('needs only name, type, country, state, city, phone and details', () => {
    const { street, block, floor, apartment_number, zip_code, message_to_store, ...least } =
      sampleAddressRequest
    expect(addressRequestSchema.parse({ ...least, is_default: undefined }).is_default).toBe(false)
    const { city, ...noCity } = sampleAddressRequest
    expect(failedPaths(noCity)).toEqual(['city'])
  })

  it('rejects an unknown address type', () => {
    expect(failedPaths({ ...sampleAddressRequest, type: 'villa' })).toEqual(['type'])
  })

  it('holds names and the address line to 2–255 characters', () => {
    expect(failedPaths({ ...sampleAddressRequest, name: 'H' })).toEqual(['name'])
    expect(failedPaths({ ...sampleAddressRequest, details: 'x'.repeat(256) })).toEqual(['details'])
    expect(failedPaths({ ...sampleAddressRequest, company_name: 'A' })).toEqual(['company_name'])
  })

  it('rejects unknown fields', () => {
    expect(failedPaths({ ...sampleAddressRequest, latitude: 24.7 })).toEqual([''])
  })
})
