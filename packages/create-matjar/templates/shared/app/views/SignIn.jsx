'use client'
import { errorMessage } from '@matjar/core'
import { useAuth } from '@matjar/react'
import { Button, PasswordField, TextField } from '@matjar/ui'
import { useState } from 'react'
import { useShop } from '../shop.js'

const SIGN_UP_FIELDS = [
  ['first_name', 'firstName', 'text'],
  ['last_name', 'lastName', 'text'],
  ['user_name', 'userName', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'phone', 'tel'],
]

export function SignIn() {
  const { language, t, path, go } = useShop()
  const { login, register, confirmRegistration } = useAuth()
  const [mailedTo, setMailedTo] = useState(null)
  // Each call resolves `{ ok: true }` or `{ ok: false, error }`: the account page only on success.
  const toAccount = (result) => {
    if (result.ok) go(path('/account'))
    return result
  }
  // Sign-up is two steps: the API mails a code, and the code makes the account.
  const signUp = async (fields) => {
    const result = await register({
      ...fields,
      confirm_password: fields.password,
      accept_terms: true,
    })
    if (result.ok) setMailedTo(fields.email)
    return result
  }
  return (
    <div className="filters">
      <AuthForm
        title={<h1>{t.signIn}</h1>}
        submit={t.signIn}
        call={(fields) => login(fields).then(toAccount)}
      >
        {() => (
          <>
            <TextField name="email" type="email" label={t.email} required />
            <PasswordField name="password" label={t.password} language={language} required />
          </>
        )}
      </AuthForm>
      {mailedTo ? (
        <AuthForm
          title={<h2>{t.signUp}</h2>}
          submit={t.confirm}
          call={({ code }) => confirmRegistration({ email: mailedTo, code }).then(toAccount)}
        >
          {(errorOf) => (
            <TextField
              name="code"
              label={t.code}
              hint={mailedTo}
              error={errorOf('code')}
              required
            />
          )}
        </AuthForm>
      ) : (
        <AuthForm title={<h2>{t.signUp}</h2>} submit={t.signUp} call={signUp}>
          {(errorOf) =>
            SIGN_UP_FIELDS.map(([name, word, type]) => (
              <TextField
                key={name}
                name={name}
                type={type}
                label={t[word]}
                error={errorOf(name)}
                required
              />
            )).concat(
              <PasswordField
                key="password"
                name="password"
                label={t.password}
                language={language}
                error={errorOf('password')}
                required
              />,
            )
          }
        </AuthForm>
      )}
    </div>
  )
}

/** A form that runs a call of `useAuth()`; a refusal shows the server's words (or the SDK's). */
function AuthForm({ title, submit, call, children }) {
  const { language } = useShop()
  const { status } = useAuth()
  const [failure, setFailure] = useState(null)
  const onSubmit = async (event) => {
    event.preventDefault()
    setFailure(null)
    const result = await call(Object.fromEntries(new FormData(event.currentTarget)))
    if (!result.ok) {
      const { error } = result
      setFailure({ message: errorMessage(error, language), fieldErrors: error.fieldErrors })
    }
  }
  return (
    <form onSubmit={onSubmit} className="stack">
      {title}
      {children((field) => failure?.fieldErrors[field]?.[0])}
      {failure && <p role="alert">{failure.message}</p>}
      <Button type="submit" disabled={status !== 'signedOut'}>
        {submit}
      </Button>
    </form>
  )
}
