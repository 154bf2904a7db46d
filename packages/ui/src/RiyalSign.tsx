'use client'

import { currencyLabelOf, type Language } from '@matjar/core'
import { clsx } from 'clsx'
import { useLanguage } from './locale.tsx'

export interface RiyalSignProps {
  /** The spoken name: "SAR" in English, "ريال" in Arabic (spec §1); the `LocaleProvider`'s language by default. */
  language?: Language
  className?: string
}

/**
 * The Saudi riyal sign (U+20C1). Few fonts have it yet, so `.matjar-riyal` paints it with a CSS
 * mask in the text colour, at the text's size; the text inside is U+20C1 for copy and paste, and
 * screen readers hear the currency's name.
 */
export function RiyalSign({ language, className }: RiyalSignProps) {
  const spoken = useLanguage(language)
  return (
    <span
      role="img"
      aria-label={currencyLabelOf(spoken)}
      className={clsx('matjar-riyal', className)}
    >
      {'\u20C1'}
    </span>
  )
}
