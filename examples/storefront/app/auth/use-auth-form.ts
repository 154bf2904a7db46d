import { isStorefrontError, type StorefrontResult, sdkMessages, validateForm } from '@matjar/core'
import { useAuth, useCart, useLocale } from '@matjar/react'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useShopPath } from '../components/ShopLink.tsx'
import { type FieldMessages, firstOfEach } from '../form-errors.ts'
import { useT } from '../messages/use-t.ts'
import { sameOriginPath } from '../session/same-origin-path.ts'
import { type AuthIntent, useSentAnswer } from './auth-answer.ts'

/** Fields of the page's plain form that are not the schema's (the strict schema refuses them). */
const NOT_SENT = new Set(['intent', 'csrf_token', 'phone_country'])

/** A form's fields as strings (and the terms box as a boolean). */
export const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form)
  const values: Record<string, unknown> = {}
  for (const [name, value] of data) if (!NOT_SENT.has(name)) values[name] = String(value)
  // A box sends nothing when unticked; only the form that has one says "not agreed" (the form
  // schemas are the contract's strict requests: a field they do not know is refused).
  if (form.elements.namedItem('accept_terms'))
    values.accept_terms = data.get('accept_terms') === 'on'
  return values
}

/**
 * One step of `/auth`: the SDK's §5 checks in the page's language, then the call; what it
 * refused under the fields and above the button (`problem`), `busy` while it runs. The step's
 * `intent`, when it also posts without JavaScript: what the page's action refused shows first.
 */
export const useAuthForm = (intent?: AuthIntent) => {
  const auth = useAuth()
  const afterSignIn = useAfterSignIn()
  const { language } = useLocale()
  const sdk = useT(sdkMessages)
  const sent = useSentAnswer(intent)
  const [errors, setErrors] = useState<FieldMessages>(sent?.errors ?? {})
  const [problem, setProblem] = useState<string | null>(sent?.problem ?? null)
  const [busy, setBusy] = useState(false)

  /** Runs a call of the auth machine; its `StorefrontError` is shown, anything else as a network error. */
  const run = async (work: () => Promise<void>) => {
    setProblem(null)
    setErrors({})
    setBusy(true)
    try {
      await work()
    } catch (error) {
      if (isStorefrontError(error)) {
        setProblem(error.serverMessage ?? sdk(error.code))
        setErrors(firstOfEach(error.fieldErrors))
      } else {
        setProblem(sdk('error.network'))
      }
    } finally {
      setBusy(false)
    }
  }

  return {
    /** The sign-in the form drives (`useAuth()`). */
    auth,
    /** Back where the visitor came from, once signed in. */
    afterSignIn,
    errors,
    problem,
    busy,
    run,
    /** What was typed in `name` before the page's action refused the form, else ''. */
    typed: (name: string) => sent?.values[name] ?? '',
    /** Waits for a call of `auth`; its refusal stops the step and is shown (see `run`). */
    async done(pending: Promise<StorefrontResult>): Promise<void> {
      const result = await pending
      if (!result.ok) throw result.error
    },
    /** The form's submit handler: `work` gets the form element. */
    submit:
      (work: (form: HTMLFormElement) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        const form = event.currentTarget
        void run(() => work(form))
      },
    /** The values as the schema reads them, or null with the fields' messages shown. */
    checked: <T>(schema: Parameters<typeof validateForm>[0], values: unknown): T | null => {
      const result = validateForm(schema, values, language)
      if (result.success) return result.data as T
      setErrors(firstOfEach(result.errors))
      return null
    },
  }
}

/** Where a visitor goes once signed in: back where `?redirect=` says, else the cart or home. */
const useAfterSignIn = () => {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const cart = useCart()
  const shopPath = useShopPath()
  const asked = search.get('redirect')
  return () => {
    // On the shop's own origin only; a refused target falls back to the cart or home.
    const back = asked ? sameOriginPath(asked, window.location.origin) : '/'
    navigate(back !== '/' ? back : shopPath(cart.isEmpty ? '/' : '/cart'))
  }
}
