import * as z from 'zod/mini'

export type JsonSchema = z.core.JSONSchema.JSONSchema

/** Where components live in the OpenAPI document. */
export const componentRef = (name: string) => `#/components/schemas/${name}`

// Formats that say all a reader needs: zod's long equivalent patterns are left out.
const SELF_DESCRIBING_FORMATS = new Set(['date-time', 'date', 'time', 'email', 'uuid'])

const isStrictObject = (schema: z.core.$ZodType): boolean => {
  const def = schema._zod.def
  return def.type === 'object' && (def as z.core.$ZodObjectDef).catchall?._zod.def.type === 'never'
}

/**
 * Tidies zod's JSON Schema for readers: drops the ±2^53 bounds of every integer and the patterns
 * behind well-known formats; and lets answers grow: only strict objects (requests) forbid unknown
 * fields, so a client that validates answers keeps working when the shop adds a field.
 */
const tidy =
  (io: 'input' | 'output') => (ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
    const json = ctx.jsonSchema
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum
    if (json.format && SELF_DESCRIBING_FORMATS.has(json.format)) delete json.pattern
    if (io === 'output' && json.additionalProperties === false && !isStrictObject(ctx.zodSchema)) {
      delete json.additionalProperties
    }
  }

const withoutHeader = ({ $schema: _, $id: __, ...rest }: JsonSchema): JsonSchema => rest

/** The component names a JSON value refers to by `#/components/schemas/{name}`. */
const refsIn = (value: unknown, into: Set<string>): Set<string> => {
  if (Array.isArray(value)) for (const inner of value) refsIn(inner, into)
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.add(inner.split('/').pop() ?? '')
      else refsIn(inner, into)
    }
  }
  return into
}

/** The names `roots` reach, directly or through other components. */
const reachedFrom = (roots: Iterable<JsonSchema>, schemas: Record<string, JsonSchema>) => {
  const reached = refsIn([...roots], new Set())
  const queue = [...reached]
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const next of refsIn(schemas[name], new Set())) {
      if (!reached.has(next)) queue.push(next)
      reached.add(next)
    }
  }
  return reached
}

/**
 * Converts named schemas, plus the unnamed ones an operation uses, in one pass. Named ones refer
 * to each other by `#/components/schemas/{name}`; unnamed ones come back to be written inline.
 * The components are the named schemas the unnamed ones reach, by name.
 */
export const convertSchemas = (
  named: Readonly<Record<string, z.core.$ZodType>>,
  unnamed: readonly z.core.$ZodType[],
  io: 'input' | 'output',
): { components: Record<string, JsonSchema>; inline: Map<z.core.$ZodType, JsonSchema> } => {
  const registry = z.registry<{ id: string }>()
  const nameOf = new Map<z.core.$ZodType, string>()
  for (const [name, schema] of Object.entries(named)) {
    registry.add(schema, { id: name })
    nameOf.set(schema, name)
  }
  const inlineIds = new Map<z.core.$ZodType, string>()
  for (const schema of unnamed) {
    if (nameOf.has(schema) || inlineIds.has(schema)) continue
    const id = `__inline${inlineIds.size}`
    registry.add(schema, { id })
    inlineIds.set(schema, id)
  }
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    uri: componentRef,
    override: tidy(io),
  })
  if ('__shared' in schemas) throw new Error('A schema is recursive without a component name')
  const at = (id: string): JsonSchema => withoutHeader(schemas[id] ?? {})
  const all = Object.fromEntries(Object.keys(named).map((name) => [name, at(name)]))
  const inline = new Map<z.core.$ZodType, JsonSchema>()
  for (const schema of unnamed) {
    const name = nameOf.get(schema)
    inline.set(schema, name ? { $ref: componentRef(name) } : at(inlineIds.get(schema) ?? ''))
  }
  const reached = reachedFrom(inline.values(), all)
  const components = Object.fromEntries(Object.entries(all).filter(([name]) => reached.has(name)))
  return { components, inline }
}

/** One flat schema (query, path parameters, headers) as JSON Schema, all inline. */
export const convertFlatSchema = (schema: z.core.$ZodType): JsonSchema =>
  withoutHeader(
    z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', override: tidy('input') }),
  )
