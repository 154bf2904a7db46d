import { defineMessages } from '@matjar/core'
import type { CatalogueMessageKey } from './catalogue.en.ts'

export type { CatalogueMessageKey }

/** The catalogue's screens: listings, filters, the product page, brands, product cards. */
export const catalogueMessages = defineMessages<CatalogueMessageKey>('catalogue', {
  en: () => import('./catalogue.en.ts'),
  ar: () => import('./catalogue.ar.ts'),
})
