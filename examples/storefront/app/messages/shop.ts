import { defineMessages } from '@matjar/core'
import type { ShopMessageKey } from './shop.en.ts'

export type { ShopMessageKey }

/**
 * The shop's frame and page titles (header, footer, error view, meta tags, shared field labels).
 * Loaded before a page shows, so `meta` functions may use it; each language when first needed.
 */
export const shopMessages = defineMessages<ShopMessageKey>('shop', {
  en: () => import('./shop.en.ts'),
  ar: () => import('./shop.ar.ts'),
})
