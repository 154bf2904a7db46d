import { customerNameField, type Language, phoneSchema, validateForm } from '@matjar/core'

/**
 * The checkout form's own checks (spec §5), with the contract's schemas: a guest's name needs
 * letters, the phone must be a valid number. Loaded when the shopper places the order, so the
 * cart page does not bring zod to every visit. The name's message comes in `language`; a bad
 * phone gives `phoneMessage`.
 */
export function checkoutProblems(
  input: { name: string | null; phone: string },
  language: Language,
  phoneMessage: string,
): { name?: string; phone?: string } | null {
  const name = input.name === null ? null : validateForm(customerNameField, input.name, language)
  const nameError = name && !name.success ? name.errors['']?.[0] : undefined
  const phoneError = phoneSchema.safeParse(input.phone).success ? undefined : phoneMessage
  return nameError || phoneError ? { name: nameError, phone: phoneError } : null
}
