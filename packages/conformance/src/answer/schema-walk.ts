/**
 * Walks an answer beside the JSON Schema the contract publishes for it (the OpenAPI document's
 * output schemas), to name the two faults that a plain validation reports vaguely or not at all:
 * a field left out (the contract's answers list every field as required, defaults included: a
 * cart without `items` is a fault even though a lenient client would fill it in), and money that
 * is not a two-decimal string.
 */

export interface SchemaNode {
  $ref?: string
  type?: string | string[]
  pattern?: string
  const?: unknown
  properties?: Record<string, SchemaNode | boolean>
  required?: string[]
  items?: SchemaNode | boolean
  prefixItems?: (SchemaNode | boolean)[]
  additionalProperties?: SchemaNode | boolean
  anyOf?: (SchemaNode | boolean)[]
  oneOf?: (SchemaNode | boolean)[]
  allOf?: (SchemaNode | boolean)[]
}

export type Components = Readonly<Record<string, SchemaNode>>

export interface WalkIssue {
  rule: 'fields' | 'money'
  /** Where in the answer: `data.items[0].price`. */
  path: string
  message: string
}

const MONEY = 'Money'
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export const pathText = (path: readonly (string | number)[]): string =>
  path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${String(part)}`,
    )
    .join('')

const typesOf = (node: SchemaNode): string[] =>
  node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type]

const jsonType = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value

/**
 * Whether a branch of `anyOf` could describe the value, judged by its declared type and by the
 * constants that tell a union's members apart (`type: "banners"`). A number where money is due
 * counts as money written wrong, so that the money rule names it.
 */
const admits = (node: SchemaNode, value: unknown, components: Components): boolean => {
  if (node.$ref) {
    const name = refName(node.$ref)
    if (name === MONEY && typeof value === 'number') return true
    const target = components[name]
    return target ? admits(target, value, components) : true
  }
  const types = typesOf(node)
  const actual = jsonType(value)
  if (types.length === 0 && value === null && (node.properties || node.items)) return false
  if (
    types.length > 0 &&
    !types.some((type) => type === actual || (type === 'number' && actual === 'integer'))
  ) {
    return false
  }
  if (!isObject(value)) return true
  return Object.entries(node.properties ?? {}).every(
    ([name, field]) =>
      typeof field === 'boolean' || field.const === undefined || value[name] === field.const,
  )
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1)

const moneyPattern = (components: Components) => components[MONEY]?.pattern

/** The issues of `value` against `node`, appended to `issues`. */
export function walkAnswer(
  node: SchemaNode | boolean | undefined,
  value: unknown,
  components: Components,
  path: (string | number)[] = [],
  issues: WalkIssue[] = [],
  within = 'the answer',
): WalkIssue[] {
  if (node === undefined || typeof node === 'boolean') return issues
  const money = moneyPattern(components)
  const isMoney =
    (node.$ref !== undefined && refName(node.$ref) === MONEY) ||
    (money !== undefined && node.pattern === money)
  if (isMoney) {
    if (typeof value !== 'string' || (money !== undefined && !new RegExp(money).test(value))) {
      issues.push({
        rule: 'money',
        path: pathText(path),
        message: `${pathText(path)} is ${JSON.stringify(value)} (${jsonType(value)}): money travels as a string with two decimals, like "12.50"`,
      })
    }
    return issues
  }
  if (node.$ref) {
    const name = refName(node.$ref)
    return walkAnswer(components[name], value, components, path, issues, name)
  }
  for (const part of node.allOf ?? []) walkAnswer(part, value, components, path, issues, within)
  const branches = (node.anyOf ?? node.oneOf ?? []).filter(
    (branch): branch is SchemaNode => typeof branch !== 'boolean',
  )
  if (branches.length > 0) {
    const fitting = branches.filter((branch) => admits(branch, value, components))
    // The branch that explains the value best: the one with the fewest issues.
    let best: WalkIssue[] | undefined
    for (const branch of fitting.length > 0 ? fitting : branches) {
      const found = walkAnswer(branch, value, components, path, [], within)
      if (!best || found.length < best.length) best = found
    }
    issues.push(...(best ?? []))
  }
  if (isObject(value)) {
    for (const name of node.required ?? []) {
      if (!(name in value)) {
        const where = pathText([...path, name])
        issues.push({
          rule: 'fields',
          path: where,
          message: `${where} is missing (${within} lists \`${name}\`)`,
        })
      }
    }
    for (const [name, field] of Object.entries(value)) {
      const described = node.properties?.[name] ?? node.additionalProperties
      walkAnswer(described, field, components, [...path, name], issues, within)
    }
  }
  if (Array.isArray(value)) {
    value.forEach((element, index) => {
      const described = node.prefixItems?.[index] ?? node.items
      walkAnswer(described, element, components, [...path, index], issues, within)
    })
  }
  return issues
}
