import * as z from 'zod/mini'
import { named } from './component-name.ts'
import { currentPasswordSchema, newPasswordSchema, passwordsMatch } from './password.ts'
import { phoneSchema } from './phone.ts'
import { emailSchema, personNameSchema } from './user.ts'

// Signing in or up may name the guest's cart (`uuid`), so the shopper keeps what they put in it.
const guestCart = z
  .optional(z.uuid())
  .check(z.describe("The guest cart to carry into the account (the storefront's guest-cart-uiid)."))

/**
 * What happens to a guest cart when its shopper signs in (the guest uuid is retired either way):
 * `merge` adds the guest's lines to the customer's cart (quantities summed, capped by stock),
 * `keep-customer` drops the guest's lines, `keep-guest` replaces the customer's cart by the guest's.
 */
export const CART_MERGE_POLICIES = ['merge', 'keep-customer', 'keep-guest'] as const
export const cartMergePolicySchema = z.enum(CART_MERGE_POLICIES)
export type CartMergePolicy = z.infer<typeof cartMergePolicySchema>
const cartMerge = z
  .optional(cartMergePolicySchema)
  .check(z.describe('What to do with the guest cart named by `uuid`; `merge` when omitted.'))

export const loginRequestSchema = named(
  'LoginRequest',
  z.strictObject({
    email: emailSchema,
    password: currentPasswordSchema,
    uuid: guestCart,
    cart_merge: cartMerge,
  }),
)
export type LoginRequest = z.infer<typeof loginRequestSchema>

export const registerRequestSchema = named(
  'RegisterRequest',
  z
    .strictObject({
      user_name: personNameSchema,
      first_name: personNameSchema,
      last_name: personNameSchema,
      email: emailSchema,
      phone: phoneSchema,
      password: newPasswordSchema,
      confirm_password: z.string().check(z.minLength(1)),
      accept_terms: z.literal(true, { error: 'The terms and conditions must be agreed' }),
    })
    .check(z.superRefine(passwordsMatch)),
)
export type RegisterRequest = z.infer<typeof registerRequestSchema>

/** The code mailed by `POST /auth/register`: it makes the account and signs it in. */
export const confirmRegistrationRequestSchema = named(
  'ConfirmRegistrationRequest',
  z.strictObject({
    email: emailSchema,
    code: z
      .string()
      .check(z.minLength(4), z.maxLength(128), z.describe('The code sent by email at sign-up.')),
    uuid: guestCart,
    cart_merge: cartMerge,
  }),
)
export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequestSchema>

export const googleSignInRequestSchema = named(
  'GoogleSignInRequest',
  z.strictObject({
    id_token: z
      .string()
      .check(z.minLength(1), z.describe('The ID token Google Identity Services gave the browser.')),
    uuid: guestCart,
    cart_merge: cartMerge,
  }),
)
export type GoogleSignInRequest = z.infer<typeof googleSignInRequestSchema>

export const forgotPasswordRequestSchema = named(
  'ForgotPasswordRequest',
  z.strictObject({ email: emailSchema }),
)
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>

export const resetPasswordRequestSchema = named(
  'ResetPasswordRequest',
  z
    .strictObject({
      email: emailSchema,
      code: z
        .string()
        .check(z.minLength(4), z.maxLength(128), z.describe('The code sent by email.')),
      password: newPasswordSchema,
      confirm_password: z.string().check(z.minLength(1)),
    })
    .check(z.superRefine(passwordsMatch)),
)
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>
