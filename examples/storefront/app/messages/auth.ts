import { defineMessages } from '@matjar/core'
import type { AuthMessageKey } from './auth.en.ts'

export type { AuthMessageKey }

/** Sign-in, registration and password reset (`/auth`). */
export const authMessages = defineMessages<AuthMessageKey>('auth', {
  en: () => import('./auth.en.ts'),
  ar: () => import('./auth.ar.ts'),
})
