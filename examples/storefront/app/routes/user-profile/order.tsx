import { formatMoney, type Order, reviewLabelKey, sdkMessages } from '@matjar/core'
import { useLocale } from '@matjar/react'
import { StarRating } from '@matjar/ui'
import { useState } from 'react'
import { data, useSearchParams } from 'react-router'
import { AccountForm } from '../../account/AccountForm.tsx'
import { AddressLine } from '../../account/AddressLine.tsx'
import { loadAsCustomer } from '../../account/account.server.ts'
import {
  type AccountAnswer,
  AnswerNotice,
  answerTo,
  useAnswerToast,
  useHydrated,
  useSubmitting,
} from '../../account/account-answer.tsx'
import { accountTitle } from '../../account/account-meta.ts'
import { ConfirmButton, type ConfirmedChange, ConfirmStep } from '../../account/ConfirmedChange.tsx'
import { OrderNumber } from '../../account/OrderNumber.tsx'
import { OrderStatusBadge } from '../../account/OrderStatusBadge.tsx'
import { OrderTotals } from '../../account/OrderTotals.tsx'
import { orderAction } from '../../account/order-action.server.ts'
import { SectionError } from '../../account/SectionError.tsx'
import { notFoundWhenMissing } from '../../api.server.ts'
import { SubmitWithProblem } from '../../components/form-fields.tsx'
import { ShopLink } from '../../components/ShopLink.tsx'
import { formatDateTime, formatDay } from '../../dates.ts'
import { accountMessages } from '../../messages/account.ts'
import { shopMessages } from '../../messages/shop.ts'
import { useT } from '../../messages/use-t.ts'
import { idParam } from '../../route-values.ts'
import type { Route } from './+types/order'

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadAsCustomer(request, async (api) => {
    const id = idParam(params.id)
    if (id === null) throw data('Not found', { status: 404 })
    const order = await api.call('getOrder', { params: { id } }).catch(notFoundWhenMissing)
    return { order: order.data }
  })

export const action = ({ request, params }: Route.ActionArgs) => orderAction(request, params.id)

export function ErrorBoundary() {
  return <SectionError failure="orders.load_failed" />
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) =>
  page ? accountTitle(matches, 'orderNumber', { number: page.order.order_number }) : []

// The query that asks the page for the cancel confirmation, without JavaScript.
const CONFIRM_CANCEL = ['confirm', 'cancel'] as const

/** `/user-profile/orders/{id}`: lines, amounts, address, history; cancel, rate, invoice. */
export default function OrderDetails({ loaderData, actionData }: Route.ComponentProps) {
  useAnswerToast(actionData)
  const { language } = useLocale()
  const t = useT(accountMessages)
  const shop = useT(shopMessages)
  const { order } = loaderData
  const finished = order.status === 'delivered' || order.status === 'cancelled'
  const place = order.address
  const cancel = useCancelChange(order)
  // Asked without JavaScript: the question is part of the page until it is answered.
  const [search] = useSearchParams()
  const confirming = search.get(CONFIRM_CANCEL[0]) === CONFIRM_CANCEL[1] && !actionData?.ok
  return (
    <article aria-labelledby="order-title" className="shop-account-stack">
      <header>
        <p className="shop-no-print">
          <ShopLink to={finished ? '/user-profile/finished-orders' : '/user-profile/new-orders'}>
            {t('backToOrders')}
          </ShopLink>
        </p>
        <h1 id="order-title">
          <OrderNumber number={order.order_number} />
        </h1>
        <p>
          <OrderStatusBadge status={order.status} /> · {t(`paymentStatus.${order.payment_status}`)}{' '}
          · {t(`method.${order.payment_method}`)}
        </p>
        <p className="shop-muted">
          {t('orderedOn', { date: formatDateTime(language, order.order_date) })}
          {order.estimated_delivery_date && !finished
            ? ` · ${t('expectedBy', { date: formatDay(language, order.estimated_delivery_date) })}`
            : null}
        </p>
      </header>

      <section aria-labelledby="order-items" className="shop-account-card">
        <h2 id="order-items">{t('items')}</h2>
        <ul className="shop-order-lines">
          {order.items.map((item) => (
            <li key={`${item.product_id}-${item.product_type}-${item.selection_id ?? 0}`}>
              <span>
                <ShopLink to={`/product/${item.product_id}`}>
                  <bdi>{item.name}</bdi>
                </ShopLink>
                {item.selection_name ? (
                  <>
                    {' '}
                    (<bdi>{item.selection_name}</bdi>)
                  </>
                ) : null}{' '}
                <span className="shop-muted">{t('quantityTimes', { count: item.quantity })}</span>
              </span>
              <span>{formatMoney(item.line_total, language)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals order={order} language={language} />
      </section>

      <section aria-labelledby="order-address" className="shop-account-card">
        <h2 id="order-address">{t('deliveryTo')}</h2>
        <p>
          <bdi>{place.name}</bdi>
        </p>
        <p>
          <AddressLine
            language={language}
            parts={[place.details, place.city_name, place.state_name]}
          />
        </p>
        <p>
          <bdi dir="ltr">{place.phone}</bdi>
        </p>
        <p className="shop-muted">
          {shop('branch')}: <bdi>{order.branch.name}</bdi>
        </p>
      </section>

      <section aria-labelledby="order-history" className="shop-account-card">
        <h2 id="order-history">{t('history')}</h2>
        <ol className="shop-order-lines">
          {order.history.map((step) => (
            <li key={`${step.status}-${step.at}`}>
              <OrderStatusBadge status={step.status} />
              <time dateTime={step.at}>{formatDateTime(language, step.at)}</time>
            </li>
          ))}
        </ol>
      </section>

      <div className="shop-account-actions shop-no-print">
        {order.status !== 'cancelled' ? (
          <ShopLink className="matjar-button" to={`/user-profile/orders/${order.id}/invoice`}>
            {t('viewInvoice')}
          </ShopLink>
        ) : null}
        {order.can_cancel && !confirming ? (
          <ConfirmButton change={cancel} ask={CONFIRM_CANCEL}>
            {t('cancelOrder')}
          </ConfirmButton>
        ) : null}
        <AnswerNotice answer={answerTo(actionData, 'cancel').answer} />
      </div>
      {order.can_cancel && confirming ? (
        <ConfirmStep change={cancel} back={`/user-profile/orders/${order.id}`} />
      ) : null}
      {order.can_rate ? <RateOrder sent={actionData} /> : null}
      {order.can_rate ? null : <AnswerNotice answer={answerTo(actionData, 'rate').answer} />}
      {order.rating ? (
        <section aria-labelledby="order-rating" className="shop-account-card">
          <h2 id="order-rating">{t('yourRating')}</h2>
          <StarRating value={order.rating.rating} />
          <p>{t('ratedWith', { stars: order.rating.rating })}</p>
          {order.rating.comment ? <p dir="auto">{order.rating.comment}</p> : null}
        </section>
      ) : null}
    </article>
  )
}

/** Cancel, after the §8 confirmation: stock comes back and what was paid goes to the wallet. */
function useCancelChange(order: Order): ConfirmedChange {
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  return {
    fields: { intent: 'cancel' },
    title: t('cancelOrder'),
    description: `${sdk('order.cancel_confirm')}${order.payment_status === 'paid' ? ` ${t('cancelRefundNote')}` : ''}`,
    confirm: t('cancelOrder'),
    keep: t('keepOrder'),
  }
}

/**
 * Rate a delivered order once: five stars carrying the review labels (sent as `rating`), and a
 * comment; a form of the route's action. Until the page runs JavaScript (and without it) the
 * stars are five radio buttons of the same form.
 */
function RateOrder({ sent }: { sent: AccountAnswer | undefined }) {
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  const { answer, errors, values } = answerTo(sent, 'rate')
  const busy = useSubmitting('rate')
  const hydrated = useHydrated()
  const [stars, setStars] = useState(Number(values?.rating) || 0)
  const label = reviewLabelKey(stars)
  const refused = answer && !answer.ok ? answer.refused?.message : undefined
  return (
    <AccountForm intent="rate" titleId="rate-title" className="shop-account-card shop-no-print">
      <h2 id="rate-title">{t('rateOrder')}</h2>
      {hydrated ? (
        <div className="shop-rating-choice">
          <input type="hidden" name="rating" value={stars} />
          <StarRating value={stars} onChange={setStars} />
          <span aria-live="polite">{label ? sdk(label) : null}</span>
        </div>
      ) : (
        <StarRadios chosen={stars} />
      )}
      <label className="shop-field-label">
        {t('ratingComment')}
        <textarea
          className="shop-textarea"
          name="comment"
          maxLength={1000}
          dir="auto"
          defaultValue={values?.comment ?? ''}
        />
      </label>
      <SubmitWithProblem problem={errors.rating ?? refused ?? null} busy={busy}>
        {t('sendRating')}
      </SubmitWithProblem>
    </AccountForm>
  )
}

/** The stars as the browser's own radio buttons, best first, each named by its review label. */
function StarRadios({ chosen }: { chosen: number }) {
  const t = useT(accountMessages)
  const sdk = useT(sdkMessages)
  return (
    <fieldset className="shop-rating-radios">
      <legend>{t('yourRating')}</legend>
      {[5, 4, 3, 2, 1].map((star) => {
        const label = reviewLabelKey(star)
        return (
          <label key={star}>
            <input type="radio" name="rating" value={star} defaultChecked={star === chosen} />
            <span aria-hidden="true" className="shop-rating-radio-stars">
              {'★'.repeat(star)}
            </span>
            {label ? sdk(label) : star}
          </label>
        )
      })}
    </fieldset>
  )
}
