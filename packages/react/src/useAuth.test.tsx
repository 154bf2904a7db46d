import { translate } from '@matjar/core'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SARA, SARA_PASSWORD, startTinyApi } from '../test/tiny-api.ts'
import { StorefrontProvider } from './StorefrontProvider.tsx'
import { useAuth } from './useAuth.ts'

const api = startTinyApi()
afterEach(() => {
  cleanup()
  localStorage.clear()
  // biome-ignore lint/suspicious/noDocumentCookie: resetting the test page's cookie.
  document.cookie = '_token=; Max-Age=0; Path=/'
})

function SignIn() {
  const { user, isSignedIn, error, login, logout } = useAuth()
  const [password, setPassword] = useState('')
  if (isSignedIn) {
    return (
      <div>
        <p>{`Hello ${user?.first_name}`}</p>
        <button type="button" onClick={() => logout()}>
          Sign out
        </button>
      </div>
    )
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void login({ email: SARA.email, password })
      }}
    >
      <input aria-label="Password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button type="submit">Sign in</button>
      {error ? (
        <p role="alert">{`${translate('en', error.code)}: ${error.serverMessage}`}</p>
      ) : null}
    </form>
  )
}

const shop = () => (
  <StorefrontProvider apiUrl={api.url}>
    <SignIn />
  </StorefrontProvider>
)

describe('useAuth', () => {
  it('says why signing in failed, then signs in and keeps the session for the next visit', async () => {
    render(shop())
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong' } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Sign in failed: These credentials do not match our records.',
    )

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: SARA_PASSWORD } })
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Hello Sara')).toBeTruthy()
    expect(JSON.parse(localStorage.getItem('auth_data') ?? '{}').token).toBe('tok-sara')
    expect(document.cookie).toContain('_token=tok-sara')

    // The next visit: a new page starts signed in from storage.
    cleanup()
    render(shop())
    expect(await screen.findByText('Hello Sara')).toBeTruthy()
  })

  it('signs out: the session goes from storage and the server is told', async () => {
    localStorage.setItem('auth_data', JSON.stringify({ user: SARA, token: 'tok-sara' }))
    render(shop())
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
    await waitFor(() => expect(api.loggedOut).toEqual(['Bearer tok-sara']))
    await waitFor(() => expect(localStorage.getItem('auth_data')).toBeNull())
  })

  it('discards invalid stored sign-in data with a warning and starts signed out', async () => {
    localStorage.setItem('auth_data', JSON.stringify({ user: SARA }))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      render(shop())
      await waitFor(() => expect(localStorage.getItem('auth_data')).toBeNull())
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('"auth_data" is invalid'))
      expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy()
    } finally {
      warn.mockRestore()
    }
  })
})
