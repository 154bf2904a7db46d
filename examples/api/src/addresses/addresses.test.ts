import type { AddressRequest } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { type Answer, asSent, succeeded } from '../test/api-caller.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const signUp = async () => {
  const { token } = await signUpCustomer(shop, {
    user_name: 'huda',
    first_name: 'Huda',
    last_name: 'Saleh',
  })
  return {
    list: async (language?: string) =>
      succeeded(await shop.call('listAddresses', { token, language })).data,
    create: (body: AddressRequest | ReturnType<typeof asSent>, language?: string) =>
      shop.call('createAddress', { body, token, language }),
    update: (id: number, body: AddressRequest) =>
      shop.call('updateAddress', { params: { id }, body, token }),
    remove: (id: number) => shop.call('deleteAddress', { params: { id }, token }),
  }
}
const fieldErrors = (answer: Answer<'createAddress'>) => (answer.ok ? {} : answer.error.errors)

const home: AddressRequest = {
  name: 'Home',
  type: 'home',
  country: 'SA',
  state: 'SA-09',
  city: 'jizan',
  street: 'King Fahd Road',
  phone: '+966512345678',
  details: 'Building 12, next to the pharmacy',
  is_default: true,
}

describe('delivery addresses', () => {
  it('adds, lists, edits and deletes an address', async () => {
    const customer = await signUp()
    const created = await customer.create(home)
    expect(created.status).toBe(201)
    const address = succeeded(created).data
    expect(address).toMatchObject({
      name: 'Home',
      city: 'jizan',
      city_name: 'Jizan',
      state_name: 'Jizan Region',
      country_name: 'Saudi Arabia',
      is_default: true,
      block: null,
    })

    const edited = await customer.update(address.id, { ...home, city: 'sabya' })
    expect(edited.status).toBe(200)
    expect((await customer.list()).map((a) => a.city)).toEqual(['sabya'])

    expect((await customer.remove(address.id)).status).toBe(200)
    expect(await customer.list()).toEqual([])
  })

  it('keeps one default address: saving a new default unsets the old one', async () => {
    const customer = await signUp()
    await customer.create(home)
    await customer.create({ ...home, name: 'Office', type: 'office', company_name: 'Matjar Co' })
    expect((await customer.list()).map((a) => [a.name, a.is_default])).toEqual([
      ['Office', true],
      ['Home', false],
    ])
  })

  it('refuses a name the customer already uses (409), and invalid fields in Arabic (422)', async () => {
    const customer = await signUp()
    await customer.create(home)
    const twice = await customer.create(home)
    expect(twice.status).toBe(409)
    expect(fieldErrors(twice)?.name).toEqual(['You already have an address with this name'])

    const invalid = await customer.create(asSent({ ...home, name: 'H', type: 'castle' }), 'ar')
    expect(invalid.status).toBe(422)
    expect(invalid.ok ? '' : invalid.error.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(fieldErrors(invalid) ?? {}).sort()).toEqual(['name', 'type'])
  })

  it('names its places in the language asked, and refuses a city outside its region', async () => {
    const customer = await signUp()
    await customer.create(home)
    expect((await customer.list('ar'))[0]).toMatchObject({
      country_name: 'السعودية',
      state_name: 'منطقة جازان',
      city_name: 'جازان',
    })
    const elsewhere = await customer.create({ ...home, name: 'Work', city: 'riyadh' }, 'ar')
    expect(elsewhere.status).toBe(422)
    expect(fieldErrors(elsewhere)).toEqual({ city: ['اختر مدينة من المنطقة المختارة'] })
    const named = await customer.create({ ...home, city: 'Jizan' })
    expect(named.status).toBe(422)
    expect(Object.keys(fieldErrors(named) ?? {})).toEqual(['city'])
  })

  it("answers another customer's address exactly like a missing one (404)", async () => {
    const owner = await signUp()
    const other = await signUp()
    const { id } = succeeded(await owner.create(home)).data
    const edit = await other.update(id, home)
    const remove = await other.remove(id)
    const missing = await other.remove(999999)
    expect([edit.status, remove.status, missing.status]).toEqual([404, 404, 404])
    expect(remove.text).toBe(missing.text)
    expect(await owner.list()).toHaveLength(1)
  })

  it('needs a signed-in customer', async () => {
    expect((await shop.call('listAddresses')).status).toBe(401)
  })
})
