'use client'

import { messages } from '@matjar/core'
import { type ReactNode, useContext, useMemo } from 'react'
import { IntlProvider } from 'react-intl'
import { type MessageOverrides, MessagesContext, useLanguageContext } from './StorefrontContext.ts'

export interface StorefrontIntlProps {
  /** More wording per language, over the provider's `messages` and the SDK's catalogues. */
  messages?: MessageOverrides
  /**
   * The time zone dates and times are written in. Fixed (Riyadh by default) so the server and the
   * browser write the same date, whatever zone each runs in.
   */
  timeZone?: string
  children: ReactNode
}

/** The shop's time zone: both branches (Jizan, Riyadh) are in Saudi Arabia. */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh'

/**
 * react-intl with the SDK's English and Arabic catalogues (every message of the spec, ICU), in
 * the storefront's current language, overridden by the provider's `messages` and then by this
 * component's. Use `useIntl`, `<FormattedMessage>`, `<FormattedDate>` below it. Put it inside
 * `<StorefrontProvider>`; react-intl is an optional peer dependency, bundled only if you use this.
 */
export function StorefrontIntl({
  messages: own,
  timeZone = DEFAULT_TIME_ZONE,
  children,
}: StorefrontIntlProps) {
  const language = useLanguageContext('StorefrontIntl')
  const fromProvider = useContext(MessagesContext)
  const merged = useMemo<Record<string, string>>(
    () => ({ ...messages[language], ...fromProvider?.[language], ...own?.[language] }),
    [language, fromProvider, own],
  )
  return (
    <IntlProvider locale={language} defaultLocale="en" timeZone={timeZone} messages={merged}>
      {children}
    </IntlProvider>
  )
}
