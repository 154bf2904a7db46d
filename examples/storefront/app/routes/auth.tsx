import { useSearchParams } from 'react-router'
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm.tsx'
import { RegisterForm } from '../auth/RegisterForm.tsx'
import { SignInForm } from '../auth/SignInForm.tsx'
import { storefrontConfig } from '../config.server.ts'
import { metaWords } from '../page-language.ts'
import type { Route } from './+types/auth'

export const loader = () => ({
  // Only this page needs it: "Sign in with Google" shows when the shop configured a client id.
  googleClientId: storefrontConfig.googleClientId,
})

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [{ title: `${t('signIn')} | ${t('shopName')}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * `/auth`: sign in; `?page=register` (then the emailed code); `?page=_forget_password` (then the
 * code and a new password). Field errors come from the SDK's §5 rules, then from the server.
 */
export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const page = search.get('page')
  if (page === 'register') return <RegisterForm googleClientId={loaderData.googleClientId} />
  if (page === '_forget_password') return <ForgotPasswordForm />
  return <SignInForm googleClientId={loaderData.googleClientId} />
}
