import * as z from 'zod/mini'
import { requiredText } from '../validation/text-fields.ts'
import { type CountryCode, parsePhone } from './parse-phone.ts'
import { PHONE_INVALID_MESSAGE_KEY } from './phone-limits.ts'

/**
 * A phone field that must hold a valid number, giving its E.164 form (`+966501234567`).
 * Replaces the presence-only phone of the forms where the full check is wanted:
 * `z.safeExtend(registerFormSchema, { phone: phoneField('SA') })`.
 */
export const phoneField = (defaultCountry?: CountryCode) =>
  z.pipe(
    requiredText('validation.phone.required'),
    z.transform((input: string, context) => {
      const phone = parsePhone(input, defaultCountry)
      if (phone.valid && phone.e164) return phone.e164
      context.issues.push({ code: 'custom', input, message: PHONE_INVALID_MESSAGE_KEY })
      return z.NEVER
    }),
  )
