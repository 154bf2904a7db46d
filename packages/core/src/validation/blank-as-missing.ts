import * as z from 'zod/mini'

/** A field the shopper may leave blank: blank (or only spaces) is left out, not sent as "". */
export const blankAsMissing = <Schema extends z.ZodMiniType>(schema: Schema) =>
  z.pipe(
    z.transform((value: unknown) =>
      typeof value === 'string' && value.trim() === '' ? undefined : value,
    ),
    schema,
  )
