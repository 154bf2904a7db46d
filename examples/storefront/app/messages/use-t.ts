import { useMessages } from '@matjar/ui'

/**
 * The shop's words of one catalogue in the page's language, from the `LocaleProvider`:
 * `const t = useT(accountMessages)`, then `t('orderNumber', { number })`. A language not loaded
 * yet suspends the component until it is (see docs/storefront.md, "Words").
 */
export const useT = useMessages
