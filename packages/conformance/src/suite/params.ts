import { type Endpoint, endpoints, pathParamNames } from '@matjar/core/contract'
import { type Answer, dataOf } from '../answer/answer.ts'
import type { Suite } from './suite.ts'

const table = endpoints as Readonly<Record<string, Endpoint>>

/** Values that name nothing in any shop, when the path's schema accepts them. */
const UNKNOWN_VALUES = ['999999999', 'conformance-no-such-thing']
/** Values a path's schema may refuse: the first one it refuses is sent. */
const REFUSED_VALUES = ['0', '-1', 'abc', 'x'.repeat(300), ' ']

const accepts = (endpoint: Endpoint, params: Record<string, string>) =>
  endpoint.params?.safeParse(params).success ?? true

const firstItem = (answer: Answer): Record<string, unknown> | undefined => {
  const data = dataOf(answer) as { items?: unknown } | unknown[] | undefined
  const items = Array.isArray(data) ? data : Array.isArray(data?.items) ? data.items : []
  const item = items[0]
  return typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : undefined
}

/**
 * After a list answered, remembers the values its first item gives the paths below it: the
 * products list names `{id}` of `/data/products/{id}` and of `/data/products/{id}/reviews`.
 */
export const rememberFromList = (suite: Suite, listName: string, answer: Answer): void => {
  const list = table[listName]
  const item = firstItem(answer)
  if (!list || !item) return
  for (const [name, endpoint] of Object.entries(table)) {
    if (!endpoint.path.startsWith(`${list.path}/{`)) continue
    const [param] = pathParamNames(endpoint.path.slice(list.path.length))
    const value = param ? item[param] : undefined
    if (param && (typeof value === 'string' || typeof value === 'number')) {
      suite.found.set(name, { ...suite.found.get(name), [param]: value })
    }
  }
}

/** The GET endpoint whose answer names this path's parameters, if the contract has one. */
export const listFor = (endpoint: Endpoint): string | undefined => {
  const cut = endpoint.path.indexOf('/{')
  if (cut < 0) return undefined
  const prefix = endpoint.path.slice(0, cut)
  return Object.entries(table).find(
    ([, list]) => list.method === 'GET' && list.path === prefix,
  )?.[0]
}

/** Values for the path's parameters that the contract accepts and no shop has. */
export const unknownParams = (endpoint: Endpoint): Record<string, string> => {
  const names = pathParamNames(endpoint.path)
  const params: Record<string, string> = {}
  for (const name of names) {
    params[name] =
      UNKNOWN_VALUES.find((value) => accepts(endpoint, { ...params, [name]: value })) ??
      'conformance'
  }
  return params
}

/** A value of one parameter that the contract's schema refuses (the others valid), or null. */
export const refusedParams = (
  endpoint: Endpoint,
): { params: Record<string, string>; field: string } | null => {
  const valid = unknownParams(endpoint)
  for (const name of Object.keys(valid)) {
    for (const value of REFUSED_VALUES) {
      const params = { ...valid, [name]: value }
      if (!accepts(endpoint, params)) return { params, field: name }
    }
  }
  return null
}

/** Real values found for the endpoint's parameters, or unknown ones. */
export const paramsFor = (suite: Suite, name: string): Record<string, string | number> => {
  const endpoint = table[name]
  if (!endpoint) return {}
  return suite.found.get(name) ?? unknownParams(endpoint)
}
