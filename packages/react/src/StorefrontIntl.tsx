import { type Language, type MessageKey, messages } from '@matjar/core'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { useStorefrontContext } from './StorefrontContext.ts'

export interface StorefrontIntlProps {
  /** Your wording for any key of the catalogues, per language (ICU messages). */
  messages?: Partial<Record<Language, Partial<Record<MessageKey | (string & {}), string>>>>
  children: ReactNode
}

/**
 * react-intl with the SDK's English and Arabic catalogues (every message of the spec), in the
 * storefront's current language; `messages` overrides or adds keys. Put it inside
 * `<StorefrontProvider>`; react-intl is an optional peer dependency, bundled only if you use this.
 */
export function StorefrontIntl({ messages: overrides, children }: StorefrontIntlProps) {
  const { language } = useStorefrontContext('StorefrontIntl')
  return (
    <IntlProvider
      locale={language}
      defaultLocale="en"
      messages={{ ...messages[language], ...overrides?.[language] } as Record<string, string>}
    >
      {children}
    </IntlProvider>
  )
}
