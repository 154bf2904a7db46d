import * as z from 'zod/mini'

/**
 * A yes/no query parameter. A query string only carries text, so `true`, `false`, `1` and `0`
 * are read as booleans; the client may pass a boolean and sends it as `true` or `false`.
 */
export const queryFlagSchema = z.pipe(
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
  z.transform((value) => value === true || value === 'true' || value === '1'),
)
