import type { Language } from '@matjar/core'

/** The storefront's own labels. The SDK's messages (spec §8) live in @matjar/core. */
const messages = {
  en: {
    shopName: 'Matjar',
    tagline: 'Everything for your home, delivered from Jizan and Riyadh.',
    cart: 'Cart',
    cartCount: '{count} items in cart',
    switchLanguage: 'العربية',
    switchLanguageLabel: 'Switch to Arabic',
    welcome: 'Welcome to Matjar',
    notFound: 'Page Not Found: {path}',
    backHome: 'Back to the home page',
  },
  ar: {
    shopName: 'متجر',
    tagline: 'كل ما يحتاجه بيتك، يصلك من جازان والرياض.',
    cart: 'السلة',
    cartCount: '{count} منتجات في السلة',
    switchLanguage: 'English',
    switchLanguageLabel: 'التبديل إلى الإنجليزية',
    welcome: 'أهلاً بك في متجر',
    notFound: 'الصفحة غير موجودة: {path}',
    backHome: 'العودة إلى الصفحة الرئيسية',
  },
} as const satisfies Record<Language, Record<string, string>>

export type MessageKey = keyof (typeof messages)['en']

export const translate = (
  language: Language,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string =>
  messages[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))
