import { defineMessages } from '@matjar/core'
import type { AccountMessageKey } from './account.en.ts'

export type { AccountMessageKey }

/** The customer's area (`/user-profile`); the §8 messages are the SDK's (`sdkMessages`). */
export const accountMessages = defineMessages<AccountMessageKey>('account', {
  en: () => import('./account.en.ts'),
  ar: () => import('./account.ar.ts'),
})
