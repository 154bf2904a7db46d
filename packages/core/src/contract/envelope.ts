import * as z from 'zod/mini'
import { named } from './component-name.ts'

/** Every success answer: `{ message, data }`. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ message: z._default(z.string(), ''), data })

/** Every failure answer: a message in the request's language and, for 422, errors per field. */
export const errorBodySchema = named(
  'ErrorBody',
  z.object({
    message: z.string(),
    errors: z.optional(z.record(z.string(), z.array(z.string()))),
  }),
)
export type ErrorBody = z.infer<typeof errorBodySchema>
