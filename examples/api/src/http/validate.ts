import { HIDDEN_CHARACTERS_ERROR } from '@matjar/core/contract'
import type { Context } from 'hono'
import { z } from 'zod'
import { contractMessage } from '../messages/contract-messages.ts'
import type { Language } from '../messages/translate.ts'
import { ApiError, type FieldErrors } from './api-error.ts'
import { issueMessage } from './issue-messages.ts'

/** Our own words for what the contract leaves without a text (no library wording). */
const errorMaps = {
  en: (issue: z.core.$ZodRawIssue) => issueMessage(issue, 'en'),
  ar: (issue: z.core.$ZodRawIssue) => issueMessage(issue, 'ar'),
}

/**
 * Parses input with a contract schema; a failure becomes a 422 with errors per field. Goes through
 * zod's core, so it takes the contract's schemas whether they are built with zod or zod/mini.
 */
export function parseInput<T extends z.core.$ZodType>(
  schema: T,
  input: unknown,
  language: Language,
): z.core.output<T> {
  const result = z.core.safeParse(schema, input, { error: errorMaps[language] })
  if (result.success) return result.data
  throw new ApiError(422, 'invalidData', fieldErrors(result.error, language))
}

function fieldErrors(error: z.core.$ZodError, language: Language): FieldErrors {
  // No prototype: a field named `__proto__` (or `constructor`) is just another field.
  const errors: FieldErrors = Object.create(null)
  const add = (field: string, message: string) => {
    errors[field] ??= []
    // Hidden characters first: they are why a pasted email "looks right" and is still refused,
    // and a form shows a field's first message.
    if (message === HIDDEN_CHARACTERS_ERROR)
      errors[field].unshift(contractMessage(message, language))
    else errors[field].push(contractMessage(message, language))
  }
  for (const issue of error.issues) {
    const at = issue.path.map(String).join('.')
    // An unknown field is reported under its own name, so the client sees which one.
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(at ? `${at}.${key}` : key, issue.message)
    } else {
      add(at || 'body', issue.message)
    }
  }
  return errors
}

/** The request's JSON body; anything that is not JSON is a 400, not a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text()
  try {
    return JSON.parse(text)
  } catch {
    throw new ApiError(400, 'malformedJson')
  }
}
