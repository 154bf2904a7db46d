import { z } from 'zod'

// Field types of the configuration's environment variables (config.ts).

// An empty variable counts as unset, as in most shells' `VAR= command`.
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** A whole number from `min`, or `fallback` when unset; `message` says what is wanted. */
export const wholeNumber = (fallback: number, min: number, message: string) =>
  optional(z.coerce.number({ error: message }).int(message).min(min, message)).default(fallback)

const secondsMessage = 'must be a whole number of seconds, 0 or more'
export const seconds = (fallback: number) => wholeNumber(fallback, 0, secondsMessage)

const millisecondsMessage = 'must be a whole number of milliseconds, 1 or more'
export const milliseconds = (fallback: number) => wholeNumber(fallback, 1, millisecondsMessage)
