import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { idSchema } from './identifiers.ts'
import { phoneSchema } from './phone.ts'
import { plainLine } from './plain-text.ts'
import { timestampSchema } from './time.ts'

/** A person's name part: first name at least 2 characters (spec §5), at most 255. */
/** A person's name: 2 to 255 characters, with letters in it (Arabic or Latin), not only emoji. */
export const personNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(2),
    z.maxLength(255),
    z.regex(/\p{L}/u, { error: 'A name needs letters, Arabic or Latin' }),
    plainLine,
  )

/** An email address; one with hidden characters also hears why (they are easy to paste unseen). */
export const emailSchema = z.email().check(z.maxLength(255), plainLine)

/** A signed-in customer (spec §3, "User"). */
export const userSchema = named(
  'User',
  z.object({
    id: idSchema,
    user_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: emailSchema,
    phone: z
      .nullable(phoneSchema)
      .check(z.describe('Null for an account made by Google sign-in until set.')),
    // Metadata goes on a default by registering it: `.check()` would copy the default's def and
    // with it one default value for every parse.
    avatar: z
      ._default(z.nullable(z.string()), null)
      .register(z.globalRegistry, { description: 'URL of the picture, if any.' }),
    email_verified: z._default(z.boolean(), false),
    created_at: timestampSchema,
  }),
)
export type User = z.infer<typeof userSchema>
