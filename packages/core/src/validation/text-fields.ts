import * as z from 'zod/mini'
import type { MessageKey } from '../messages/message-key.ts'
import { failsWith } from './issue-message.ts'
import { NAMED_TEXT_MIN_LENGTH, PERSON_NAME_MIN_LENGTH, TEXT_MAX_LENGTH } from './limits.ts'

const tooLong = failsWith('validation.text.too_long')

// Missing, empty or only spaces fails with `requiredKey`.
const filledText = (requiredKey: MessageKey) =>
  z.string(failsWith(requiredKey)).check(z.trim(), z.minLength(1, failsWith(requiredKey)))

/** A text the shopper must fill, of at most `maxLength` characters. */
export const requiredText = (requiredKey: MessageKey, maxLength = TEXT_MAX_LENGTH) =>
  filledText(requiredKey).check(z.maxLength(maxLength, tooLong))

/**
 * A required text that must then pass `rules`; an empty field reports "required" only, a text
 * over 255 characters "too long" only.
 */
export const requiredTextWith = (requiredKey: MessageKey, rules: z.ZodMiniString<string>) =>
  z.pipe(requiredText(requiredKey), rules)

/** A required text of at least `minLength` characters, failing with `shortKey` below. */
export const requiredTextOfLength = (
  requiredKey: MessageKey,
  shortKey: MessageKey,
  minLength: number,
) => requiredTextWith(requiredKey, z.string().check(z.minLength(minLength, failsWith(shortKey))))

/** An optional text: trimmed, at most `maxLength` characters, and left out when blank. */
export const optionalText = (maxLength = TEXT_MAX_LENGTH) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(maxLength, tooLong))),
    z.transform((value) => value || undefined),
  )

/** Letters somewhere in it (Arabic, Latin or any script): a name is not only emoji or signs. */
const LETTER = /\p{L}/u

/** A person's name: required, at least `PERSON_NAME_MIN_LENGTH` characters, with letters. */
const personName = (requiredKey: MessageKey, shortKey: MessageKey) =>
  requiredTextWith(
    requiredKey,
    z
      .string()
      .check(
        z.minLength(PERSON_NAME_MIN_LENGTH, failsWith(shortKey)),
        z.regex(LETTER, failsWith('validation.name.letters')),
      ),
  )

/** The shopper's name, as the user name of an account or the sender of a message. */
export const nameField = personName('validation.name.required', 'validation.name.min')
export const firstNameField = personName(
  'validation.first_name.required',
  'validation.first_name.min',
)
export const lastNameField = personName('validation.last_name.required', 'validation.last_name.min')
export const customerNameField = requiredTextWith(
  'validation.customer_name.required',
  z.string().check(z.regex(LETTER, failsWith('validation.name.letters'))),
)
/**
 * Presence only: the phone input hands over the E.164 number it parsed. Check the number
 * itself with `phoneField` of `@matjar/core/phone`.
 */
export const phoneRequiredField = requiredText('validation.phone.required')

/** A required text of 2 to 255 characters, with one message for both bounds. */
export const namedText = (requiredKey: MessageKey, lengthKey: MessageKey) =>
  z.pipe(
    filledText(requiredKey),
    z
      .string()
      .check(
        z.minLength(NAMED_TEXT_MIN_LENGTH, failsWith(lengthKey)),
        z.maxLength(TEXT_MAX_LENGTH, failsWith(lengthKey)),
      ),
  )
