import { endpoints } from '@matjar/core/contract'
import { describe, expect, it } from 'vitest'
import { readError } from '../test/http.ts'
import { useTestShop } from '../test/shop.ts'
import { signUpCustomer } from '../test/sign-up.ts'

const shop = useTestShop()

const signUp = async () => {
  const { token } = await signUpCustomer(shop, {
    user_name: 'huda',
    first_name: 'Huda',
    last_name: 'Saleh',
  })
  return (method: string, path: string, body?: unknown, language = 'en') =>
    shop.app.request(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'accept-language': language,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
}

const home = {
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
    const call = await signUp()
    const created = await call('POST', endpoints.createAddress.path, home)
    expect(created.status).toBe(201)
    const address = endpoints.createAddress.response.parse(await created.json()).data
    expect(address).toMatchObject({
      name: 'Home',
      city: 'jizan',
      city_name: 'Jizan',
      state_name: 'Jazan Region',
      country_name: 'Saudi Arabia',
      is_default: true,
      block: null,
    })

    const edited = await call('PUT', `/auth/addresses/${address.id}`, { ...home, city: 'sabya' })
    expect(edited.status).toBe(200)
    const list = endpoints.listAddresses.response.parse(
      await (await call('GET', endpoints.listAddresses.path)).json(),
    )
    expect(list.data.map((a) => a.city)).toEqual(['sabya'])

    expect((await call('DELETE', `/auth/addresses/${address.id}`)).status).toBe(200)
    const after = endpoints.listAddresses.response.parse(
      await (await call('GET', endpoints.listAddresses.path)).json(),
    )
    expect(after.data).toEqual([])
  })

  it('keeps one default address: saving a new default unsets the old one', async () => {
    const call = await signUp()
    await call('POST', endpoints.createAddress.path, home)
    await call('POST', endpoints.createAddress.path, {
      ...home,
      name: 'Office',
      type: 'office',
      company_name: 'Matjar Co',
    })
    const list = endpoints.listAddresses.response.parse(
      await (await call('GET', endpoints.listAddresses.path)).json(),
    )
    expect(list.data.map((a) => [a.name, a.is_default])).toEqual([
      ['Office', true],
      ['Home', false],
    ])
  })

  it('refuses a name the customer already uses (409), and invalid fields in Arabic (422)', async () => {
    const call = await signUp()
    await call('POST', endpoints.createAddress.path, home)
    const twice = await call('POST', endpoints.createAddress.path, home)
    expect(twice.status).toBe(409)
    expect((await readError(twice)).errors?.name).toEqual([
      'You already have an address with this name',
    ])

    const invalid = await call(
      'POST',
      endpoints.createAddress.path,
      { ...home, name: 'H', type: 'castle' },
      'ar',
    )
    expect(invalid.status).toBe(422)
    const error = await readError(invalid)
    expect(error.message).toBe('البيانات المرسلة غير صالحة')
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['name', 'type'])
  })

  it('names its places in the language asked, and refuses a city outside its region', async () => {
    const call = await signUp()
    await call('POST', endpoints.createAddress.path, home)
    const list = endpoints.listAddresses.response.parse(
      await (await call('GET', endpoints.listAddresses.path, undefined, 'ar')).json(),
    )
    expect(list.data[0]).toMatchObject({
      country_name: 'السعودية',
      state_name: 'منطقة جازان',
      city_name: 'جازان',
    })
    const elsewhere = await call(
      'POST',
      endpoints.createAddress.path,
      { ...home, name: 'Work', city: 'riyadh' },
      'ar',
    )
    expect(elsewhere.status).toBe(422)
    expect((await readError(elsewhere)).errors).toEqual({
      city: ['اختر مدينة من المنطقة المختارة'],
    })
    const named = await call('POST', endpoints.createAddress.path, { ...home, city: 'Jizan' })
    expect(named.status).toBe(422)
    expect(Object.keys((await readError(named)).errors ?? {})).toEqual(['city'])
  })

  it("answers another customer's address exactly like a missing one (404)", async () => {
    const owner = await signUp()
    const other = await signUp()
    const created = await owner('POST', endpoints.createAddress.path, home)
    const { id } = endpoints.createAddress.response.parse(await created.json()).data
    const edit = await other('PUT', `/auth/addresses/${id}`, home)
    const remove = await other('DELETE', `/auth/addresses/${id}`)
    const missing = await other('DELETE', '/auth/addresses/999999')
    expect([edit.status, remove.status, missing.status]).toEqual([404, 404, 404])
    expect(await remove.text()).toBe(await missing.text())
    const still = endpoints.listAddresses.response.parse(
      await (await owner('GET', endpoints.listAddresses.path)).json(),
    )
    expect(still.data).toHaveLength(1)
  })

  it('needs a signed-in customer', async () => {
    expect((await shop.app.request(endpoints.listAddresses.path)).status).toBe(401)
  })
})
