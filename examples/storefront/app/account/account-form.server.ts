import {
  type FormValidation,
  isStorefrontError,
  type Language,
  type MessageKey,
  type StorefrontClient,
  sdkMessages,
  type User,
} from '@matjar/core'
import { type CountryCode, parsePhone } from '@matjar/core/phone'
import { data } from 'react-router'
import { type FieldMessages, failureOf, firstOfEach } from '../form-errors.ts'
import { readForm, refusal } from '../http/read-form.server.ts'
import { shellMessagesLoaded } from '../messages/shell.server.ts'
import { readShopRequest } from '../session/read-request.server.ts'
import { isSameOrigin } from '../session/same-origin-request.ts'
import { unavailableForm } from '../unavailable.server.ts'
import { requireSession, signInFor } from './account.server.ts'
import type { AccountAnswer } from './account-answer.tsx'

/** A form of the customer's area as its action reads it: the fields, and the API as the customer. */
export interface SentAccountForm {
  request: Request
  form: FormData
  intent: string
  language: Language
  api: StorefrontClient
  text: (name: string) => string
}

/**
 * Reads an account form: signed-out visitors go to sign in and another site's post is refused
 * before a byte of it is read; then the form itself, safely (`readForm`: POST, a form, small).
 */
export const readAccountForm = async (request: Request): Promise<SentAccountForm> => {
  requireSession(request)
  if (!isSameOrigin(request)) throw refusal(request, 403)
  const [form, { language, client }] = await Promise.all([
    readForm(request),
    readShopRequest(request),
    shellMessagesLoaded,
  ])
  return {
    request,
    form,
    intent: String(form.get('intent') ?? ''),
    language,
    api: client,
    text: (name) => String(form.get(name) ?? ''),
  }
}

/**
 * The phone field as typed (`0512345678`) read with the country its button shows
 * (`phone_country`, Saudi Arabia's without JavaScript): the E.164 number when it is a valid one
 * of that country's patterns, else the text, for the form's check to refuse.
 */
export const phoneOf = ({ text }: Pick<SentAccountForm, 'text'>): string => {
  const typed = text('phone').trim()
  const country = (text('phone_country') || 'SA') as CountryCode
  const read = typed ? parsePhone(typed, country) : null
  return read?.valid && read.e164 ? read.e164 : typed
}

/** What was typed, to fill the form again after a refusal: every text field but passwords. */
const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && !entry[0].includes('password') && entry[0] !== 'intent',
    ),
  )

type Done = { message: string; user?: User }

/**
 * Sends a checked form: `send` makes the call as the customer and says what to tell them. A form
 * that fails its check is answered 400 with its messages; what the API refuses keeps its status,
 * its field messages and its message (titled with the §8 `failure` unless `titled` is false); a
 * session the API no longer accepts goes to sign in.
 */
export async function sendAccountForm<T>(
  sent: SentAccountForm,
  checked: FormValidation<T>,
  failure: MessageKey,
  send: (values: T) => Promise<Done>,
  { titled = true } = {},
) {
  const refusal = (
    status: number,
    errors: FieldMessages,
    refused: { title?: string; message: string } | null,
  ) =>
    data<AccountAnswer>(
      { intent: sent.intent, ok: false, errors, refused, values: typedValues(sent.form) },
      { status },
    )
  if (!checked.success) return refusal(400, firstOfEach(checked.errors), null)
  try {
    const done = await send(checked.data)
    return data<AccountAnswer>({ intent: sent.intent, ok: true, ...done })
  } catch (error) {
    if (isStorefrontError(error) && error.status === 401) throw signInFor(sent.request, true)
    // The API slow, busy or down: 503 with Retry-After, "busy, try again", what was typed kept.
    const busy = unavailableForm(sent.request, error, sent.language)
    if (busy) {
      const refused = { title: busy.title, message: busy.message }
      const values = typedValues(sent.form)
      return data<AccountAnswer>(
        { intent: sent.intent, ok: false, errors: {}, refused, values },
        busy.init,
      )
    }
    const { fields, message } = failureOf(error, sent.language, failure)
    const title = titled ? { title: sdkMessages.translate(sent.language, failure) } : {}
    const status = isStorefrontError(error) && error.status >= 400 ? error.status : 502
    return refusal(status, fields, { ...title, message })
  }
}
