import { AuthError, sdkMessages, validateForm } from '@matjar/core'
import { useAuth, useCart, useLocale } from '@matjar/react'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useShopPath } from '../components/ShopLink.tsx'
import { type FieldMessages, firstOfEach } from '../form-errors.ts'
import { useT } from '../messages/use-t.ts'

/** A form's fields as strings (and the terms box as a boolean). */
export const valuesOf = (form: HTMLFormElement) => {
  const data = new FormData(form)
  const values: Record<string, unknown> = {}
  for (const [name, value] of data) values[name] = String(value)
  values.accept_terms = data.get('accept_terms') === 'on'
  return values
}

/**
 * One step of `/auth`: the SDK's §5 checks in the page's language, then the call; what it
 * refused under the fields and above the button (`problem`), `busy` while it runs.
 */
export const useAuthForm = () => {
  const auth = useAuth()
  const afterSignIn = useAfterSignIn()
  const { language } = useLocale()
  const sdk = useT(sdkMessages)
  const [errors, setErrors] = useState<FieldMessages>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  /** Runs a call of the auth machine; an `AuthError` is shown, anything else as a network error. */
  const run = async (work: () => Promise<void>) => {
    setProblem(null)
    setErrors({})
    setBusy(true)
    try {
      await work()
    } catch (error) {
      if (error instanceof AuthError) {
        setProblem(error.failure.message ?? sdk(error.failure.messageKey))
        setErrors(firstOfEach(error.failure.fieldErrors))
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
export const useAfterSignIn = () => {
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const cart = useCart()
  const shopPath = useShopPath()
  const back = search.get('redirect')
  return () =>
    navigate(
      back?.startsWith('/') && !back.startsWith('//')
        ? back
        : shopPath(cart.isEmpty ? '/' : '/cart'),
    )
}
