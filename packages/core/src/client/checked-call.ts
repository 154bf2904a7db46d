import type * as z from 'zod/mini'
import { type EndpointName, endpoints } from '../contract/endpoints.ts'
import { ContractError } from './contract-error.ts'

// What a checked call (the client's `validate`) adds: the endpoint table with its schemas and the
// `ContractError` they raise. Loaded with the first checked call, never by a production browser.

/**
 * A call's input and answer checked against the contract: an input it refuses is only reported
 * (the server decides, with the same 422 in development as in production), an answer it refuses
 * throws a `ContractError`; what passes comes back with the schema's defaults filled.
 */
export const contractOf = (name: EndpointName, path: string, logger: Pick<Console, 'warn'>) => {
  const endpoint = endpoints[name]
  const input = (part: 'params' | 'query' | 'body', value: unknown): unknown => {
    const schema = (endpoint as Partial<Record<typeof part, z.ZodMiniType>>)[part]
    if (!schema || value === undefined) return value
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    logger.warn(`[matjar] ${new ContractError(path, parsed.error.issues, 'input').message}`)
    return value
  }
  const answer = (json: unknown): unknown => {
    const parsed = endpoint.response.safeParse(json)
    if (!parsed.success) throw new ContractError(path, parsed.error.issues)
    return parsed.data
  }
  return { input, answer }
}
