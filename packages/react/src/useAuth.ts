'use client'

import type { AuthState, StorefrontAuth } from '@matjar/core'
import { useSyncExternalStore } from 'react'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface UseAuthResult extends AuthState {
  login: StorefrontAuth['login']
  /** Starts a sign-up: resolves once the confirmation code is mailed. */
  register: StorefrontAuth['register']
  /** Makes the account with the mailed code and signs it in. */
  confirmRegistration: StorefrontAuth['confirmRegistration']
  signInWithGoogle: StorefrontAuth['signInWithGoogle']
  forgotPassword: StorefrontAuth['forgotPassword']
  resetPassword: StorefrontAuth['resetPassword']
  logout: StorefrontAuth['logout']
  /** Shows a saved profile or email change in `user` (and the stored session). */
  updateUser: StorefrontAuth['updateUser']
}

/**
 * Who is signed in (`restoring` until the stored session is read), the last failure (`error`), and
 * the calls that sign in, up and out: each resolves `{ ok: true }` or `{ ok: false, error }` (a
 * `StorefrontError` with the §8 message as `code` and the server's field errors), never rejects.
 */
export const useAuth = (): UseAuthResult => {
  const { auth } = useStorefrontContext('useAuth').storefront
  const state = useSyncExternalStore(auth.subscribe, auth.getState, auth.getState)
  return {
    ...state,
    login: auth.login,
    register: auth.register,
    confirmRegistration: auth.confirmRegistration,
    signInWithGoogle: auth.signInWithGoogle,
    forgotPassword: auth.forgotPassword,
    resetPassword: auth.resetPassword,
    logout: auth.logout,
    updateUser: auth.updateUser,
  }
}
