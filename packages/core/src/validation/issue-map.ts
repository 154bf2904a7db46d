import type * as z from 'zod/mini'
import { HIDDEN_CHARACTERS_ERROR } from '../contract/plain-text.ts'
import type { MessageKey } from '../messages/message-key.ts'

/**
 * The one localized issue map: what a check of a contract request (`contract/*-requests.ts`,
 * written once, in English for API callers) says to a shopper filling the form built from it,
 * as a message key of the SDK's catalogue (English and Arabic). A form derives its schema from
 * the request with `pick`/`extend`; a rule changed in the contract reaches the form, worded here.
 */

/** What a field's failures are called: left blank, too short, too long, not of its format. */
export interface FieldWords {
  readonly required: MessageKey
  readonly short?: MessageKey
  readonly long?: MessageKey
  readonly format?: MessageKey
}

/** Words a form gives its own fields (`withWords`), over the shared ones below. */
const FORM_WORDS = new WeakMap<object, Readonly<Record<string, FieldWords>>>()

/**
 * Names a form's fields where the shared words would mislead (an address' `name` is the address
 * name, not a person's): the form's schema, with `words` that `validateForm` reads.
 */
export const withWords = <Schema extends object>(
  schema: Schema,
  words: Readonly<Record<string, FieldWords>>,
): Schema => {
  FORM_WORDS.set(schema, words)
  return schema
}

/** The words `withWords` gave `schema`, if any. */
export const wordsOf = (schema: object): Readonly<Record<string, FieldWords>> | undefined =>
  FORM_WORDS.get(schema)

const FIELDS: Readonly<Record<string, FieldWords>> = {
  user_name: { required: 'validation.name.required', short: 'validation.name.min' },
  first_name: { required: 'validation.first_name.required', short: 'validation.first_name.min' },
  last_name: { required: 'validation.last_name.required', short: 'validation.last_name.min' },
  email: { required: 'validation.email.required', format: 'validation.email.invalid' },
  phone: { required: 'validation.phone.required', format: 'validation.phone.invalid' },
  password: { required: 'validation.password.required', short: 'validation.password.min' },
  current_password: { required: 'validation.current_password.required' },
  confirm_password: { required: 'validation.confirm_password.required' },
  code: { required: 'validation.code.required', short: 'validation.code.required' },
  accept_terms: { required: 'validation.terms.required' },
  country: { required: 'validation.country.required' },
  state: { required: 'validation.state.required' },
  city: { required: 'validation.city.required' },
}

/** The contract's own texts (its rules with a reason of their own), by what they say. */
const TEXTS: Readonly<Record<string, MessageKey>> = {
  [HIDDEN_CHARACTERS_ERROR]: 'validation.text.hidden',
  'A name needs letters, Arabic or Latin': 'validation.name.letters',
  'The password must be at least 8 characters': 'validation.password.min',
  'The password must contain an uppercase letter': 'validation.password.uppercase',
  'The password must contain a lowercase letter': 'validation.password.lowercase',
  'The password must contain a number': 'validation.password.number',
  'The password must contain a special character': 'validation.password.special',
  'Passwords must match': 'validation.confirm_password.mismatch',
  'The terms and conditions must be agreed': 'validation.terms.required',
  'Choose a country from the list': 'validation.country.required',
  'Choose a region from the list': 'validation.state.required',
  'Choose a city from the list': 'validation.city.required',
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** The value an issue is about, read from the form's input by the issue's path. */
const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<PropertyKey, unknown>)[key]
        : undefined,
    input,
  )

/**
 * The message key for `issue`, found with the form's `input`: a blank field is "required"; then
 * the contract's own text (hidden characters, a name without letters, each password rule,
 * passwords that differ); then too long, too short or not of its format (an email, a phone);
 * anything else "check this field".
 */
export const issueKey = (
  issue: z.core.$ZodIssue,
  input: unknown,
  words?: Readonly<Record<string, FieldWords>>,
): MessageKey => {
  const name = String(issue.path.at(-1) ?? '')
  const field = words?.[name] ?? FIELDS[name]
  // A blank field is only "required", whatever else its rules say of an empty text.
  if (field && isBlank(valueAt(input, issue.path))) return field.required
  const text = TEXTS[issue.message]
  if (text) return text
  if (issue.code === 'too_big') return field?.long ?? 'validation.text.too_long'
  if (field && issue.code === 'too_small') return field.short ?? field.required
  if (field?.format && (issue.code === 'invalid_format' || issue.code === 'invalid_type'))
    return field.format
  if (field && issue.code === 'invalid_value') return field.required
  return 'validation.invalid'
}
