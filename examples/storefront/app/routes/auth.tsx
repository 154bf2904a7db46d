import { csrfFormToken } from '@matjar/core/server'
import { data, useSearchParams } from 'react-router'
import { authAction } from '../auth/auth-action.server.ts'
import { AuthPageContext } from '../auth/auth-answer.ts'
import { ForgotPasswordForm } from '../auth/ForgotPasswordForm.tsx'
import { RegisterForm } from '../auth/RegisterForm.tsx'
import { SignInForm } from '../auth/SignInForm.tsx'
import { storefrontConfig } from '../config.server.ts'
import { metaWords } from '../page-language.ts'
import { phoneCountryOf } from '../session/visitor-country.server.ts'
import type { Route } from './+types/auth'

export const loader = ({ request }: Route.LoaderArgs) => {
  // The token of the forms posted without JavaScript (double submit with its cookie; the page is
  // never kept by a shared cache). The browser's `csrfHeaders` then uses the same cookie.
  const csrf = csrfFormToken(request)
  return data(
    {
      // Only this page needs it: "Sign in with Google" shows when the shop configured a client id.
      googleClientId: storefrontConfig.googleClientId,
      csrfToken: csrf.token,
      // The sign-up's phone starts on the visitor's country.
      visitorCountry: phoneCountryOf(request),
    },
    csrf.setCookie ? { headers: { 'Set-Cookie': csrf.setCookie } } : {},
  )
}

export const action = ({ request }: Route.ActionArgs) => authAction(request)

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaWords(matches)
  return [{ title: `${t('signIn')} | ${t('shopName')}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * `/auth`: sign in; `?page=register` (then the emailed code); `?page=_forget_password` (then the
 * code and a new password). Field errors come from the SDK's §5 rules, then from the server.
 * Signing in and registering also work without JavaScript: the browser posts the form to this
 * route's action, which answers in the page's language.
 */
export default function AuthPage({ loaderData, actionData }: Route.ComponentProps) {
  const [search] = useSearchParams()
  const page = search.get('page')
  return (
    <AuthPageContext.Provider value={{ csrfToken: loaderData.csrfToken, sent: actionData }}>
      {page === 'register' ? (
        <RegisterForm googleClientId={loaderData.googleClientId} />
      ) : page === '_forget_password' ? (
        <ForgotPasswordForm />
      ) : (
        <SignInForm googleClientId={loaderData.googleClientId} />
      )}
    </AuthPageContext.Provider>
  )
}
