import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { plainLine } from './plain-text.ts'

/**
 * A phone number on the wire: international format, `+` then country code and number, 3 to 17
 * digits (spec §5: at least 2 national digits, at most 17 digits). The phone input checks the
 * number against its country's pattern before sending it.
 */
export const phoneSchema = named(
  'Phone',
  z.string().check(
    // Hidden characters are named as such, beside the format: they are easy to paste unseen.
    plainLine,
    z.regex(/^\+[1-9]\d{2,16}$/, {
      error: 'A phone number is + and 3 to 17 digits, like +966501234567',
    }),
  ),
)

export type Phone = z.infer<typeof phoneSchema>
