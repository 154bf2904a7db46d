import * as z from 'zod/mini'

/**
 * The contract's component names: a schema gets its name where it is declared, with
 * `named('Money', z.string())`, and the OpenAPI document and docs/api.md write it as
 * `#/components/schemas/Money` wherever an endpoint's body or answer reaches it. A schema left
 * unnamed is written inline (the OpenAPI test says which objects may be).
 */
const componentNames = z.registry<{ id: string }>()
const schemasByName = new Map<string, z.core.$ZodType>()

/** Gives a schema its component name (once: a second schema under a name already given throws). */
export const named = <T extends z.core.$ZodType>(name: string, schema: T): T => {
  const taken = schemasByName.get(name)
  if (taken && taken !== schema) throw new Error(`The component name ${name} is already given`)
  componentNames.add(schema, { id: name })
  schemasByName.set(name, schema)
  return schema
}

/** Every named schema loaded so far, by name. */
export const namedSchemas = (): Readonly<Record<string, z.core.$ZodType>> =>
  Object.fromEntries(schemasByName)

/** The component name of a schema, if it has one. */
export const componentName = (schema: z.core.$ZodType): string | undefined =>
  componentNames.get(schema)?.id
