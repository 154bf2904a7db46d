'use client'

import { sdkMessages } from '@matjar/core'
import { type ReactNode, use, useContext, useMemo } from 'react'
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
 * react-intl with the SDK's catalogue (every message of the spec, ICU) in the storefront's
 * current language, loaded on first need, overridden by the provider's `messages` and then by this
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
  // The SDK's catalogue in this language only, loaded on first need (the component waits).
  const catalogue = use(sdkMessages.load(language))
  const merged = useMemo<Record<string, string>>(
    () => ({ ...catalogue, ...fromProvider?.[language], ...own?.[language] }),
    [catalogue, language, fromProvider, own],
  )
  return (
    <IntlProvider locale={language} defaultLocale="en" timeZone={timeZone} messages={merged}>
      {children}
    </IntlProvider>
  )
}
