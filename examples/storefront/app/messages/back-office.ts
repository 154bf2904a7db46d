import { defineMessages } from '@matjar/core'
import type { BackOfficeMessageKey } from './back-office.en.ts'

export type { BackOfficeMessageKey }

/** The back office (`/back-office`), for the shop's staff. */
export const backOfficeMessages = defineMessages<BackOfficeMessageKey>('backOffice', {
  en: () => import('./back-office.en.ts'),
  ar: () => import('./back-office.ar.ts'),
})
