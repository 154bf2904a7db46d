import { loginFormSchema, sdkMessages, validateForm } from '@matjar/core'
import { useAuth, useLocale } from '@matjar/react'
import { Button, PasswordField, Popover } from '@matjar/ui'
import { type FormEvent, useState } from 'react'
import { firstOfEach } from '../form-errors.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { EmailField, SubmitWithProblem } from './form-fields.tsx'
import { ShopLink } from './ShopLink.tsx'

/**
 * The header's sign-in: a dropdown with email and password, links to sign up and to reset. Loaded
 * when the shopper first asks for it (`SignInMenu`), so it starts open.
 */
export default function LoginDropdown({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { language } = useLocale()
  const t = useT(shopMessages)
  const sdk = useT(sdkMessages)
  const { login } = useAuth()
  const [open, setOpen] = useState(defaultOpen)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result = validateForm(
      loginFormSchema,
      { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      language,
    )
    setProblem(null)
    if (!result.success) {
      setErrors(firstOfEach(result.errors))
      return
    }
    setErrors({})
    setBusy(true)
    const signedIn = await login(result.data)
    setBusy(false)
    if (signedIn.ok) setOpen(false)
    else setProblem(signedIn.error.serverMessage ?? sdk(signedIn.error.code))
  }

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button size="sm" variant="outline">
          {t('signIn')}
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={t('signIn')} className="shop-login-dropdown">
        <form noValidate onSubmit={submit}>
          <EmailField error={errors.email} />
          <PasswordField
            label={t('password')}
            name="password"
            autoComplete="current-password"
            error={errors.password}
          />
          <SubmitWithProblem problem={problem} busy={busy}>
            {t('signIn')}
          </SubmitWithProblem>
          <ShopLink to="/auth?page=register">{t('register')}</ShopLink>
          <ShopLink to="/auth?page=_forget_password">{t('forgotPassword')}</ShopLink>
        </form>
      </Popover.Content>
    </Popover.Root>
  )
}
