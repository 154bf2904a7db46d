import { defineMessages } from '@matjar/core'
import type { ContentMessageKey } from './content.en.ts'

export type { ContentMessageKey }

/** The content screens: blogs, content pages and the contact form. */
export const contentMessages = defineMessages<ContentMessageKey>('content', {
  en: () => import('./content.en.ts'),
  ar: () => import('./content.ar.ts'),
})
