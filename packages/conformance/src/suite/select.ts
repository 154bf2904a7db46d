import { API_TAGS, type Endpoint, endpoints } from '@matjar/core/contract'

const table = Object.entries(endpoints as Readonly<Record<string, Endpoint>>)

/**
 * The families of the contract's endpoint table, as `--only` names them: the groups of the API
 * reference (docs/api.md), in lowercase — `cart`, `checkout`, `account`, … `catalogue` …
 */
export const FAMILIES: readonly string[] = API_TAGS.map((tag) => tag.toLowerCase())

/**
 * The endpoints a run checks: those of the families or names in `only` (a family's name or an
 * endpoint's, `catalogue` or `getCart`; case does not matter), or every endpoint without it.
 * A string says what is wrong with `only`.
 */
export function selectEndpoints(only?: readonly string[]): ReadonlySet<string> | string {
  if (only === undefined) return new Set(table.map(([name]) => name))
  const selected = new Set<string>()
  for (const word of only) {
    const wanted = word.trim().toLowerCase()
    const members = table.filter(
      ([name, endpoint]) => endpoint.tag?.toLowerCase() === wanted || name.toLowerCase() === wanted,
    )
    if (members.length === 0) {
      return `--only: "${word}" is neither a family of the contract (${FAMILIES.join(', ')}) nor an endpoint's name (getCart, listProducts …)`
    }
    for (const [name] of members) selected.add(name)
  }
  if (selected.size === 0) return '--only: name at least one family or endpoint'
  return selected
}
