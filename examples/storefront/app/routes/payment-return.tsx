import { languageFromRequest } from '../language.ts'
import { translate } from '../messages.ts'
import type { Route } from './+types/payment-return'

const OUTCOMES = {
  paid: 'paymentPaid',
  cancelled: 'paymentCancelled',
  refunded: 'paymentRefunded',
} as const

export const loader = ({ request }: Route.LoaderArgs) => {
  const query = new URL(request.url).searchParams
  const payment = query.get('payment') ?? ''
  const order = (query.get('order') ?? '').slice(0, 40)
  return {
    language: languageFromRequest(request),
    outcome: payment in OUTCOMES ? OUTCOMES[payment as keyof typeof OUTCOMES] : null,
    order,
  }
}

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        {
          title: `${translate(page.language, 'paymentTitle')} | ${translate(page.language, 'shopName')}`,
        },
        { name: 'robots', content: 'noindex' },
      ]
    : []

/**
 * `/payment-return?order=…&payment=paid|cancelled|refunded`: where the card provider's page sends
 * the shopper back after a checkout. It says how the payment ended; the order's own page (for a
 * customer) stays the record.
 */
export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { language, outcome, order } = loaderData
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string>) =>
    translate(language, key, values)
  return (
    <section className="shop-confirmation" aria-live="polite">
      <h1>{outcome ? t(outcome, { number: order }) : t('paymentUnknown')}</h1>
      <p>
        <a className="matjar-button" href="/products">
          {t('browse')}
        </a>{' '}
        <a href="/user-profile/new-orders">{t('myOrders')}</a>
      </p>
    </section>
  )
}
