import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { userSchema } from './user.ts'

/**
 * What sign-in answers and the storefront keeps under `auth_data` (spec §3): the customer and
 * their bearer token.
 */
export const sessionSchema = named(
  'Session',
  z.object({
    user: userSchema,
    token: z
      .string()
      .check(z.minLength(1), z.describe('Bearer token for the Authorization header.')),
  }),
)
export type Session = z.infer<typeof sessionSchema>
