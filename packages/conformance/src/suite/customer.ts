import { randomUUID } from 'node:crypto'
import { sampleAddressRequest } from '@matjar/core/samples'
import { dataOf } from '../answer/answer.ts'
import { expectStatus, failAt, type Suite, skip } from './suite.ts'

/**
 * A delivery address made, changed and deleted again (from the contract's sample address, under
 * a name of its own so that a test account's addresses are left as they were), which also gives
 * the address calls an `{id}` to name.
 */
export async function checkAddresses(suite: Suite): Promise<void> {
  const token = suite.session?.token
  const name = `Conformance ${randomUUID().slice(0, 8)}`
  const body = { ...sampleAddressRequest, name, is_default: false }
  let id: number | undefined
  await suite.check(
    'createAddress',
    'status',
    'saves a valid address (201 with its id)',
    async () => {
      if (!token) skip(suite.noSessionReason)
      const answer = await suite.probe.call('createAddress', { body, token })
      expectStatus(answer, suite.probe.endpoint('createAddress').created ? 201 : 200)
      const made = (dataOf(answer) as { id?: unknown } | undefined)?.id
      if (typeof made !== 'number') failAt(answer, 'the answer has no data.id')
      id = made as number
      suite.found.set('updateAddress', { id: id! })
      suite.found.set('deleteAddress', { id: id! })
    },
  )
  await suite.check('updateAddress', 'status', 'changes the address (200)', async () => {
    if (id === undefined) skip('needs the address above')
    const answer = await suite.probe.call('updateAddress', {
      params: { id: id! },
      body: { ...body, name: `${name} (changed)` },
      token,
    })
    expectStatus(answer, 200)
    const renamed = (dataOf(answer) as { name?: unknown } | undefined)?.name
    if (renamed !== `${name} (changed)`) {
      failAt(answer, `the answer names it ${JSON.stringify(renamed)}, not "${name} (changed)"`)
    }
  })
  await suite.check(
    'deleteAddress',
    'status',
    'deletes the address (200); it is gone from the list',
    async () => {
      if (id === undefined) skip('needs the address above')
      expectStatus(await suite.probe.call('deleteAddress', { params: { id: id! }, token }), 200)
      const list = await suite.probe.call('listAddresses', { token })
      expectStatus(list, 200)
      const data = dataOf(list) as { items?: unknown[] } | unknown[] | undefined
      const items = (Array.isArray(data) ? data : (data?.items ?? [])) as { id?: unknown }[]
      if (items.some((item) => item.id === id)) failAt(list, `address ${id} is still listed`)
    },
  )
}
