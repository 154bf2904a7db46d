import { GoogleSignIn } from '../components/GoogleSignIn.tsx'
import type { useAuthForm } from './use-auth-form.ts'

/**
 * "Sign in with Google" under a form: the ID token Google gave goes to the API, which makes or
 * finds the account (and carries the guest cart, like any sign-in); a refusal shows in `form`.
 */
export function GoogleOption({
  clientId,
  form,
}: {
  clientId: string | null
  form: ReturnType<typeof useAuthForm>
}) {
  return (
    <GoogleSignIn
      clientId={clientId}
      onCredential={(idToken) =>
        void form.run(async () => {
          await form.done(form.auth.signInWithGoogle(idToken))
          form.afterSignIn()
        })
      }
    />
  )
}
