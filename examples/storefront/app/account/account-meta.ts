import type { MessageValues } from '@matjar/core'
import { type ShopMessageKey, shopMessages } from '../messages/shop.ts'
import { pageLanguage } from '../page-language.ts'

/**
 * A section's title ("Wallet | My account | Matjar") in the page's language, read from `matches`;
 * the customer's pages are not indexed.
 */
export const accountTitle = (
  matches: Parameters<typeof pageLanguage>[0],
  section: ShopMessageKey,
  values?: MessageValues,
) => {
  const language = pageLanguage(matches)
  const t = (key: ShopMessageKey, filled?: MessageValues) =>
    shopMessages.translate(language, key, filled)
  return [
    { title: `${t(section, values)} | ${t('account')} | ${t('shopName')}` },
    { name: 'robots', content: 'noindex' },
  ]
}
