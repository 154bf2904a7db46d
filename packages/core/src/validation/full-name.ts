import * as z from 'zod/mini'
import { firstNameField, lastNameField, optionalText } from './text-fields.ts'

/**
 * A full name asked as first, middle and last (spec §5; label `form.full_name`). The middle name
 * (often the father's name in Arabic names) is optional: not every shopper has one.
 */
export const fullNameField = z.object({
  first_name: firstNameField,
  middle_name: optionalText(),
  last_name: lastNameField,
})
export type FullName = z.infer<typeof fullNameField>

/** The name as one line, parts separated by single spaces. */
export const fullNameText = (name: FullName): string =>
  [name.first_name, name.middle_name, name.last_name].filter(Boolean).join(' ')
