import { type MessageKey, sdkMessages } from '@matjar/core'
import { ErrorView } from '@matjar/ui'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { accountMessages } from '../messages/account.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/**
 * A section of the customer's area that could not load: the §8 message of that section ("Failed
 * to load orders", "Failed to load invoice" …) inside the account's menu, with a way to try again.
 * A missing order or invoice is the 404 view; a 503 (the API slow, busy or down) says the shop is
 * busy, to try again in a moment.
 */
export function SectionError({ failure }: { failure: MessageKey }) {
  const error = useRouteError()
  const sdk = useT(sdkMessages)
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const { pathname, search } = useLocation()
  if (isRouteErrorResponse(error) && error.status === 404) {
    // The reason, when the loader gave one (a cancelled order has no invoice).
    const reason = typeof error.data === 'string' && error.data !== 'Not found' ? error.data : null
    return (
      <ErrorView
        status={404}
        message={sdk('error_page.not_found')}
        {...(reason ? { description: reason } : {})}
      />
    )
  }
  const busy = isRouteErrorResponse(error) && error.status === 503
  return (
    <ErrorView
      status={isRouteErrorResponse(error) ? error.status : 500}
      message={busy ? shop('busy') : sdk(failure)}
      {...(busy
        ? { description: shop('busyRetry') }
        : failure === 'error_page.load_failed'
          ? {}
          : { description: sdk('error_page.load_failed') })}
    >
      <a className="matjar-button" href={`${pathname}${search}`}>
        {t('tryAgain')}
      </a>
    </ErrorView>
  )
}
