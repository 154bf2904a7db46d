import { type Endpoint, endpoints } from '@matjar/core/contract'
import type { Suite } from './suite.ts'

/** The contract's endpoints by name, in the order of the table. */
const contractEndpoints = (): [string, Endpoint][] =>
  Object.entries(endpoints as Readonly<Record<string, Endpoint>>)

/** The endpoints the run checks (`--only`), in the order of the table. */
export const selectedEndpoints = (suite: Suite): [string, Endpoint][] =>
  contractEndpoints().filter(([name]) => suite.selected.has(name))

/** A JSON body (not a form). */
export const takesJson = (endpoint: Endpoint): boolean =>
  endpoint.body !== undefined && !endpoint.multipart

/** What the probe sends as the body of a call checked without knowing a valid body. */
export const emptyBodyFor = (endpoint: Endpoint): unknown =>
  endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {}

/** A customer's read that needs nothing but the token (the profile): where 401s are compared. */
export const customerRead = (): string => {
  const found = contractEndpoints().find(
    ([name, endpoint]) =>
      endpoint.access === 'customer' &&
      endpoint.method === 'GET' &&
      !endpoint.path.includes('{') &&
      endpoint.query === undefined &&
      name !== 'logout',
  )
  if (!found) throw new Error('The contract has no customer read without parameters')
  return found[0]
}
