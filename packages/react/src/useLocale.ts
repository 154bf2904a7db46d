'use client'

import { currencyLabelOf, type Direction, directionOf, type Language } from '@matjar/core'
import { useContext } from 'react'
import { useLanguageContext, useStorefrontContext } from './StorefrontContext.ts'
import { LocaleContext } from './shared-contexts.ts'

export interface UseLocaleResult {
  language: Language
  dir: Direction
  currencyLabel: string
  /** The visitor's country the provider was given (its `country` prop), if any. */
  country: string | undefined
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
  const { country } = useContext(LocaleContext)
  return {
    language,
    dir: directionOf(language),
    currencyLabel: currencyLabelOf(language),
    country,
    setLanguage,
  }
}
