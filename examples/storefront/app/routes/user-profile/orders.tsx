import { formatMoney } from '@matjar/core'
import { useLocale, useStorefront } from '@matjar/react'
import { AccountEmpty } from '../../account/AccountEmpty.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import { accountTitle } from '../../account/account-meta.ts'
import { OrderNumber } from '../../account/OrderNumber.tsx'
import { OrderStatusBadge } from '../../account/OrderStatusBadge.tsx'
import { AccountPager, usePagedList } from '../../account/PagedList.tsx'
import { pageOf } from '../../account/page-param.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { ShopLink } from '../../components/ShopLink.tsx'
import { formatDateTime } from '../../dates.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import type { Route } from './+types/orders'

const statusOf = (request: Request): 'new' | 'finished' =>
  new URL(request.url).pathname.endsWith('/finished-orders') ? 'finished' : 'new'

export const loader = ({ request }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => {
    const status = statusOf(request)
    const orders = await api.call('listOrders', {
      query: { status, page: pageOf(request), per_page: 10 },
    })
    return { status, orders: orders.data }
  })

export function ErrorBoundary() {
  return <SectionError failure="orders.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, page.status === 'new' ? 'newOrders' : 'finishedOrders') : []

/**
 * `/user-profile/new-orders` (on their way: received to shipped) and
 * `/user-profile/finished-orders` (delivered or cancelled), newest first; each opens its details.
 */
export default function Orders({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const storefront = useStorefront()
  const { status } = loaderData
  const list = usePagedList(
    loaderData.orders,
    async (page) =>
      (await storefront.client.call('listOrders', { query: { status, page, per_page: 10 } })).data,
  )
  const title = status === 'new' ? shop('newOrders') : shop('finishedOrders')
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title">{title}</h1>
      {list.items.length === 0 ? (
        <AccountEmpty
          action={
            <ShopLink className="matjar-button" to="/products">
              {t('browseProducts')}
            </ShopLink>
          }
        >
          {status === 'new' ? t('noNewOrders') : t('noFinishedOrders')}
        </AccountEmpty>
      ) : (
        <ul className="shop-account-list">
          {list.items.map((order) => (
            <li key={order.id} className="shop-account-card" data-testid="order">
              <h2>
                <ShopLink to={`/user-profile/orders/${order.id}`}>
                  <OrderNumber number={order.order_number} />
                </ShopLink>
              </h2>
              <p>
                <OrderStatusBadge status={order.status} /> ·{' '}
                {t(`paymentStatus.${order.payment_status}`)} · {t(`method.${order.payment_method}`)}
              </p>
              <p className="shop-muted">
                {t('orderedOn', { date: formatDateTime(language, order.order_date) })} ·{' '}
                {t('itemCount', { count: order.total_item_count })}
              </p>
              <p>
                <strong>{formatMoney(order.total_price, language)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
      <AccountPager meta={list.meta} onLoadMore={() => void list.loadMore()} />
    </section>
  )
}
