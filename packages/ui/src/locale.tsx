'use client'

import { type Direction, directionOf, type Language, sharedOnce } from '@matjar/core'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

export interface Locale {
  readonly language: Language
  readonly dir: Direction
  /**
   * Where the visitor is (ISO 3166-1 alpha-2, e.g. `AE`), when the app knows it: the country a
   * `PhoneInput` starts on when it is given none.
   */
  readonly country?: string | undefined
}

/**
 * The locale of the components below. `StorefrontProvider` of @matjar/react provides it too (the
 * same context, shared by name), so a shop has one language source and needs no `LocaleProvider`.
 */
export const LocaleContext = sharedOnce('locale-context', () =>
  createContext<Locale>({ language: 'en', dir: 'ltr' }),
)

export interface LocaleProviderProps {
  /** The language the components below speak (their words, money, labels); English by default. */
  language?: Language
  /** Their reading direction; the language's by default (`rtl` for Arabic). */
  dir?: Direction
  /**
   * The visitor's country (e.g. `AE`, from `visitorCountry` of @matjar/core/server): every
   * `PhoneInput` below without a `defaultCountry` starts on it. An outer provider's by default.
   */
  country?: string | undefined
  children: ReactNode
}

/**
 * Decides language and direction once for every component below: their words come from the
 * language's catalogue, their arrow keys and popovers follow the direction. A component's own
 * `language` or `dir` prop still wins. Inside `StorefrontProvider` of @matjar/react it is not
 * needed (the provider feeds the same locale); use it without that provider, or to speak another
 * language in one part of the page.
 */
export function LocaleProvider({
  language = 'en',
  dir,
  country: own,
  children,
}: LocaleProviderProps) {
  const direction = dir ?? directionOf(language)
  // A provider for one part of the page, in another language, keeps the visitor's country.
  const inherited = useContext(LocaleContext).country
  const country = own ?? inherited
  const locale = useMemo<Locale>(
    () => ({ language, dir: direction, country }),
    [language, direction, country],
  )
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

/** The language a component speaks: its own `language` prop, else the provider's. */
export const useLanguage = (language?: Language): Language => {
  const inherited = useContext(LocaleContext).language
  return language ?? inherited
}

/** The visitor's country the provider was given (`LocaleProvider`'s or `StorefrontProvider`'s). */
export const useVisitorCountry = (): string | undefined => useContext(LocaleContext).country
