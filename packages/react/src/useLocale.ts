'use client'

import { currencyLabelOf, type Direction, directionOf, type Language } from '@matjar/core'
import { useLanguageContext, useStorefrontContext } from './StorefrontContext.ts'

export interface UseLocaleResult {
  language: Language
  dir: Direction
  currencyLabel: string
  /**
   * Switches en/ar once every catalogue the page uses has the new language (at once when they
   * have): `lang` cookie (365 days), `<html lang dir>`, cached answers cleared, cart and wishlist
   * read again in the new language, the provider's `onLanguageChange` told. Resolves once the
   * cart speaks the new language (a `router.refresh()` after it renders the new one); never rejects.
   */
  setLanguage: (language: Language) => Promise<void>
}

/** The shopper's language, its reading direction and the currency label that goes with it. */
export const useLocale = (): UseLocaleResult => {
  const { setLanguage } = useStorefrontContext('useLocale')
  const language = useLanguageContext('useLocale')
  return {
    language,
    dir: directionOf(language),
    currencyLabel: currencyLabelOf(language),
    setLanguage,
  }
}
