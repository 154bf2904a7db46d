import type { Language } from '@matjar/core'
import { type MessageKey, say } from './messages.ts'

/**
 * An expected failure of a call: answered `{ message, errors? }` with its status, as the
 * contract's error body. `fields` name the invalid fields with message keys.
 */
export class ShopError extends Error {
  override name = 'ShopError'
  readonly status: number
  readonly key: MessageKey
  readonly fields: Record<string, MessageKey> | undefined
  /** Field errors already in the request's language (from a schema). */
  readonly errors: Record<string, string[]> | undefined

  constructor(
    status: number,
    key: MessageKey,
    fields?: Record<string, MessageKey>,
    errors?: Record<string, string[]>,
  ) {
    super(key)
    this.status = status
    this.key = key
    this.fields = fields
    this.errors = errors
  }
}

/** One field refused with a reason (422 unless told). */
export const fieldError = (field: string, key: MessageKey, status = 422) =>
  new ShopError(status, status === 422 ? 'invalidData' : key, { [field]: key })

export const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/** The error body of a failure, in the request's language. */
export const failure = (error: ShopError, language: Language): Response => {
  const errors: Record<string, string[]> = { ...error.errors }
  for (const [field, key] of Object.entries(error.fields ?? {})) {
    errors[field] = [...(errors[field] ?? []), say(language, key)]
  }
  return json(error.status, {
    message: say(language, error.key),
    ...(Object.keys(errors).length > 0 ? { errors } : {}),
  })
}
