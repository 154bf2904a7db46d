import type { Language } from '@matjar/core'
import type * as z from 'zod/mini'
import { say } from './messages.ts'

/**
 * Field errors of a refused input, `{ field: [message] }`, as the contract's error body has them:
 * nested fields joined with dots, an unknown field under its own name, the whole input under
 * `body`. English messages are the schema's; in Arabic every field reads "this value is invalid".
 */
export function validationErrors(
  issues: readonly z.core.$ZodIssue[],
  language: Language,
): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null)
  const add = (field: string, message: string) => {
    errors[field] ??= []
    if (!errors[field].includes(message)) errors[field].push(message)
  }
  for (const issue of issues) {
    const at = issue.path.map(String).join('.')
    const message = language === 'ar' ? say('ar', 'invalidField') : issue.message
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(at ? `${at}.${key}` : key, message)
    } else add(at || 'body', message)
  }
  return errors
}
