import type { JsonSchema } from './json-schema.ts'

/** Renders JSON Schema as the short types and field tables of docs/api.md. */

const MONEY_PATTERN = '^-?\\d+\\.\\d{2}$'

/** The anchor of a component's section. */
export const schemaAnchor = (name: string) => `schema-${name.toLowerCase()}`
export const schemaLink = (name: string) => `[${name}](#${schemaAnchor(name)})`

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1)
const asSchema = (value: unknown): JsonSchema =>
  typeof value === 'object' && value !== null ? (value as JsonSchema) : {}
const literal = (value: unknown) => JSON.stringify(value)

const isInlineObject = (schema: JsonSchema) =>
  schema.$ref === undefined && schema.type === 'object' && schema.properties !== undefined

/** `T`, `T[]`, `"a" | "b"`, `T | null`, `{ items: T[], meta: PageMeta }` … */
export const typeOf = (schema: JsonSchema, depth = 0): string => {
  if (schema.$ref) return schemaLink(refName(schema.$ref))
  const variants = schema.anyOf ?? schema.oneOf
  // A typed schema's anyOf only narrows it (a file's media types), it does not make a union.
  if (variants && schema.type === undefined)
    return variants.map((variant) => typeOf(variant, depth)).join(' | ')
  if (schema.const !== undefined) return literal(schema.const)
  if (schema.enum) return schema.enum.map(literal).join(' | ')
  if (Array.isArray(schema.type)) {
    return schema.type.map((type) => typeOf({ ...schema, type }, depth)).join(' | ')
  }
  switch (schema.type) {
    case 'string':
      if (schema.pattern === MONEY_PATTERN) return schemaLink('Money')
      if (schema.format === 'binary')
        return mediaTypesOf(schema).length ? `file (${mediaTypesOf(schema).join(', ')})` : 'file'
      return schema.format ? `string (${schema.format})` : 'string'
    case 'array':
      return `${wrapped(asSchema(schema.items), depth)}[]`
    case 'object':
      if (schema.properties && depth < 1) {
        const fields = Object.entries(schema.properties).map(
          ([name, value]) => `${name}: ${typeOf(asSchema(value), depth + 1)}`,
        )
        return `{ ${fields.join(', ')} }`
      }
      if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        return `map of string to ${typeOf(schema.additionalProperties, depth + 1)}`
      }
      return 'object'
    case undefined:
      return 'any'
    default:
      return String(schema.type)
  }
}

const wrapped = (schema: JsonSchema, depth: number) => {
  const type = typeOf(schema, depth)
  return type.includes(' | ') ? `(${type})` : type
}

const mediaTypesOf = (schema: JsonSchema): string[] =>
  (schema.anyOf ?? []).flatMap((variant) => variant.contentMediaType ?? [])

const range = (low: unknown, high: unknown, unit = '') => {
  const units = unit && (high ?? low) !== 1 ? `${unit}s` : unit
  const suffix = units ? ` ${units}` : ''
  if (low !== undefined && high !== undefined) return `${low}–${high}${suffix}`
  if (low !== undefined) return `at least ${low}${suffix}`
  if (high !== undefined) return `at most ${high}${suffix}`
  return undefined
}

// An integer above 0 is at least 1: say it the way a reader counts.
const lowestOf = (schema: JsonSchema): unknown =>
  schema.type === 'integer' && typeof schema.exclusiveMinimum === 'number'
    ? schema.exclusiveMinimum + 1
    : schema.minimum

/**
 * The rules a value must keep, in words: "2–255 characters", "at least 1", "default 20".
 * The money pattern is left out where the type already says Money.
 */
const rulesOf = (schema: JsonSchema, options: { moneyPattern?: boolean } = {}): string[] => {
  const binary = schema.format === 'binary'
  const rules = [
    range(schema.minLength, schema.maxLength, binary ? 'byte' : 'character'),
    range(lowestOf(schema), schema.maximum),
    schema.type !== 'integer' && typeof schema.exclusiveMinimum === 'number'
      ? `above ${schema.exclusiveMinimum}`
      : undefined,
    range(schema.minItems, schema.maxItems, 'item'),
    schema.type === 'string' &&
    schema.pattern &&
    (options.moneyPattern || schema.pattern !== MONEY_PATTERN)
      ? `matches \`${schema.pattern}\``
      : undefined,
    schema.default !== undefined ? `default ${literal(schema.default)}` : undefined,
  ]
  return rules.filter((rule): rule is string => rule !== undefined)
}

/** A description followed by the rules: "The branch that prepares the order. At least 1." */
export const notesOf = (schema: JsonSchema, options: { moneyPattern?: boolean } = {}): string => {
  const rules = rulesOf(schema, options).join('; ')
  const sentence = rules ? `${rules.charAt(0).toUpperCase()}${rules.slice(1)}.` : ''
  const about = schema.description?.trim() ?? ''
  const lead = about && !/[.!?)]$/.test(about) ? `${about}.` : about
  return [lead, sentence].filter(Boolean).join(' ')
}

export interface FieldRow {
  name: string
  type: string
  required: boolean
  notes: string
}

/** The fields of an object, nested objects flattened with dotted names (`meta.page`, `items[].id`). */
export const fieldRows = (schema: JsonSchema, prefix = ''): FieldRow[] => {
  const mandatory = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => {
    const field = asSchema(value)
    const name = `${prefix}${key}`
    const row: FieldRow = {
      name,
      type: typeOf(field, 1),
      required: mandatory.has(key) && field.default === undefined,
      notes: notesOf(field),
    }
    const inner = nestedObject(field)
    return inner ? [row, ...fieldRows(inner.schema, `${name}${inner.suffix}.`)] : [row]
  })
}

// An inline object (or list of them, or nullable one) is spelled out field by field.
const nestedObject = (field: JsonSchema): { schema: JsonSchema; suffix: string } | undefined => {
  if (isInlineObject(field)) return { schema: field, suffix: '' }
  const items = asSchema(field.items)
  if (field.type === 'array' && isInlineObject(items)) return { schema: items, suffix: '[]' }
  const present = (field.anyOf ?? []).filter((variant) => variant.type !== 'null')
  const only = present.length === 1 ? present[0] : undefined
  return only && isInlineObject(only) ? { schema: only, suffix: '' } : undefined
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

/** A markdown table, its columns padded to one width as the formatter (Biome) lays them out. */
export const table = (head: string[], rows: string[][]): string[] => {
  const cells = [head, ...rows].map((row) => row.map(cell))
  const widths = head.map((_, column) =>
    Math.max(3, ...cells.map((row) => [...(row[column] ?? '')].length)),
  )
  const pad = (text: string, width: number) => text + ' '.repeat(width - [...text].length)
  const line = (row: string[]) =>
    `| ${widths.map((width, column) => pad(row[column] ?? '', width)).join(' | ')} |`
  const [top = [], ...body] = cells
  return [line(top), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)]
}

export const fieldTable = (rows: FieldRow[]): string[] =>
  table(
    ['Field', 'Type', 'Required', 'Notes'],
    rows.map((row) => [`\`${row.name}\``, row.type, row.required ? 'yes' : 'no', row.notes]),
  )
