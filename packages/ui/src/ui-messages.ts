import { defineMessages } from '@matjar/core'
import type { UiMessageKey } from './messages/en.ts'

export type { UiMessageKey }

/** The components' own words, each language loaded when a component first speaks it. */
export const uiMessages = defineMessages<UiMessageKey>('ui', {
  en: () => import('./messages/en.ts'),
  ar: () => import('./messages/ar.ts'),
})
