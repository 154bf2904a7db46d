import type { Language } from '@matjar/core'
import { translate } from '../messages.ts'
import { type AccountMessageKey, translateAccount } from './account-messages.ts'

/** A section's title ("Wallet | My account | Matjar"); the customer's pages are not indexed. */
export const accountTitle = (
  language: Language,
  section: AccountMessageKey,
  values?: Record<string, string | number>,
) => [
  {
    title: `${translateAccount(language, section, values)} | ${translateAccount(language, 'account')} | ${translate(language, 'shopName')}`,
  },
  { name: 'robots', content: 'noindex' },
]
