import {
  createStorefrontClient,
  forgotPasswordFormSchema,
  isStorefrontError,
  type Language,
  loginFormSchema,
  type MessageKey,
  registerFormSchema,
  resetPasswordFormSchema,
  sdkMessages,
  validateForm,
} from '@matjar/core'
import { isCsrfFormSafe, sessionCookie } from '@matjar/core/server'
import { data, redirect } from 'react-router'
import { phoneOf } from '../account/account-form.server.ts'
import { withinDeadline } from '../api.server.ts'
import { guestCartIdIn } from '../cart/guest-cart-cookie.ts'
import { storefrontConfig } from '../config.server.ts'
import { type FieldMessages, firstOfEach } from '../form-errors.ts'
import { hasCsrfCookie, readForm } from '../http/read-form.server.ts'
import { shellMessagesLoaded } from '../messages/shell.server.ts'
import { shopMessages } from '../messages/shop.ts'
import { languageOf, shopPathFor } from '../preferences.ts'
import { clientAddressOf } from '../session/client-address.ts'
import { sameOriginPath } from '../session/same-origin-path.ts'
import { isSameOrigin } from '../session/same-origin-request.ts'
import { unavailableForm } from '../unavailable.server.ts'
import type { AuthAnswer, AuthIntent } from './auth-answer.ts'

const FAILURE: Record<AuthIntent, MessageKey> = {
  login: 'auth.sign_in_failed',
  register: 'auth.registration_failed',
  confirm: 'auth.registration_failed',
  forgot: 'auth.forgot_password_failed',
  reset: 'auth.reset_password_failed',
}

const INTENTS = new Set<string>(Object.keys(FAILURE))

const typedValues = (form: FormData): Record<string, string> =>
  Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' &&
        !entry[0].includes('password') &&
        !['intent', 'csrf_token', 'code'].includes(entry[0]),
    ),
  )

const intentOf = (form: FormData): AuthIntent => {
  const intent = form.get('intent')
  return typeof intent === 'string' && INTENTS.has(intent) ? (intent as AuthIntent) : 'login'
}

/**
 * Signed in: the token goes into the HttpOnly `_token` cookie (as the session proxy keeps it,
 * never in a body or an address), then back where `?redirect=` says on the shop's own origin,
 * else the cart when the customer's cart holds something, else home: the browser's rule.
 */
const signedIn = async (request: Request, language: Language, token: string) => {
  const url = new URL(request.url)
  const asked = url.searchParams.get('redirect')
  let back = asked ? sameOriginPath(asked, url.origin) : '/'
  if (back === '/') {
    const customer = createStorefrontClient({
      baseUrl: storefrontConfig.apiUrl,
      getLanguage: () => language,
      getToken: () => token,
      ...withinDeadline(request),
    })
    const cart = await customer.getCart().catch(() => null)
    back = shopPathFor(request, cart && cart.items.length > 0 ? '/cart' : '/')
  }
  return redirect(back, { headers: { 'Set-Cookie': sessionCookie(request, token) } })
}

/**
 * `/auth`'s action, for a browser without JavaScript: sign in, register, then the emailed code;
 * a forgotten password's code, then the code with the new password (which signs in).
 * The form carries the CSRF token of the page (double submit with its cookie) and comes from this
 * site; it is checked with the SDK's form schemas in the page's language, then sent to the API as
 * the shopper (their address as `X-Forwarded-For`, so the API's per-client limits hold).
 */
export async function authAction(request: Request) {
  const language = languageOf(request)
  await Promise.all([shellMessagesLoaded, sdkMessages.load(language)])
  // Before a byte of the form is read: from this site, with the CSRF cookie its token must equal.
  if (!isSameOrigin(request) || !hasCsrfCookie(request)) {
    const problem = shopMessages.translate(language, 'requestRefused')
    return data<AuthAnswer>({ intent: 'login', errors: {}, problem, values: {} }, { status: 403 })
  }
  const form = await readForm(request)
  const intent = intentOf(form)
  const text = (name: string) => String(form.get(name) ?? '')
  const answer = (status: number, errors: FieldMessages, problem: string | null, more = {}) =>
    data<AuthAnswer>({ intent, errors, problem, values: typedValues(form), ...more }, { status })

  if (!isCsrfFormSafe(request, form))
    return answer(403, {}, shopMessages.translate(language, 'requestRefused'))

  const address = clientAddressOf(request)
  const api = createStorefrontClient({
    baseUrl: storefrontConfig.apiUrl,
    getLanguage: () => language,
    headers: () => (address ? { 'X-Forwarded-For': address } : undefined),
    // Within the request's one deadline for the API, like a page's calls.
    ...withinDeadline(request),
  })
  try {
    if (intent === 'login') {
      const checked = validateForm(
        loginFormSchema,
        { email: text('email'), password: text('password') },
        language,
      )
      if (!checked.success) return answer(400, firstOfEach(checked.errors), null)
      // A guest cart made without JavaScript (its cookie) goes into the account, as the SDK's does.
      const uuid = guestCartIdIn(request.headers.get('Cookie'))
      const session = await api.call('login', {
        body: { ...checked.data, ...(uuid ? { uuid } : {}) },
      })
      return await signedIn(request, language, session.data.token)
    }
    if (intent === 'register') {
      const checked = validateForm(
        registerFormSchema,
        {
          user_name: text('user_name'),
          first_name: text('first_name'),
          last_name: text('last_name'),
          email: text('email'),
          phone: phoneOf({ text }),
          password: text('password'),
          confirm_password: text('confirm_password'),
          accept_terms: form.get('accept_terms') === 'on',
        },
        language,
      )
      if (!checked.success) return answer(400, firstOfEach(checked.errors), null)
      await api.call('register', { body: checked.data })
      return answer(200, {}, null, { pendingEmail: checked.data.email })
    }
    if (intent === 'forgot') {
      const checked = validateForm(forgotPasswordFormSchema, { email: text('email') }, language)
      if (!checked.success) return answer(400, firstOfEach(checked.errors), null)
      await api.call('forgotPassword', { body: checked.data })
      // The same answer whether or not the email has an account; the page asks for the code.
      return answer(200, {}, null, { pendingEmail: checked.data.email })
    }
    if (intent === 'reset') {
      const checked = validateForm(
        resetPasswordFormSchema,
        {
          email: text('email').trim(),
          code: text('code').trim(),
          password: text('password'),
          confirm_password: text('confirm_password'),
        },
        language,
      )
      const pending = { pendingEmail: text('email').trim() }
      if (!checked.success) return answer(400, firstOfEach(checked.errors), null, pending)
      const session = await api.call('resetPassword', { body: checked.data })
      return await signedIn(request, language, session.data.token)
    }
    const email = text('email').trim()
    const session = await api.call('confirmRegistration', {
      body: { email, code: text('code').trim() },
    })
    return await signedIn(request, language, session.data.token)
  } catch (error) {
    // The API slow, busy or down: 503 with Retry-After, "busy, try again", what was typed kept.
    const busy = unavailableForm(request, error, language)
    if (busy) {
      const values = typedValues(form)
      const problem = `${busy.title}. ${busy.message}`
      const pending =
        intent === 'confirm' || intent === 'reset' ? { pendingEmail: text('email').trim() } : {}
      return data<AuthAnswer>({ intent, errors: {}, problem, values, ...pending }, busy.init)
    }
    const status = isStorefrontError(error) && error.status >= 400 ? error.status : 502
    const problem = isStorefrontError(error)
      ? (error.serverMessage ?? sdkMessages.translate(language, FAILURE[intent]))
      : sdkMessages.translate(language, 'error.network')
    const errors = isStorefrontError(error) ? firstOfEach(error.fieldErrors) : {}
    // A refused code keeps the page on the code's step.
    const onCode = intent === 'confirm' || intent === 'reset'
    const pending = onCode ? { pendingEmail: text('email').trim() } : {}
    return answer(status, errors, problem, pending)
  }
}
