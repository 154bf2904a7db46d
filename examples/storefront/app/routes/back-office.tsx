import {
  formatMoney,
  knownOrderStatusSchema,
  type MessageValues,
  type OrderStatus,
} from '@matjar/core'
import { useLocale } from '@matjar/react'
import { Button, Select, TextField } from '@matjar/ui'
import { Form, redirect, useNavigation } from 'react-router'
import { AddressLine } from '../account/AddressLine.tsx'
import {
  clearedStaffCookie,
  listStaffOrders,
  moveStaffOrder,
  staffCookie,
  staffTokenOf,
} from '../back-office/staff.server.ts'
import { formatDateTime } from '../dates.ts'
import { readForm } from '../http/read-form.server.ts'
import { accountMessages } from '../messages/account.ts'
import { type BackOfficeMessageKey, backOfficeMessages } from '../messages/back-office.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { metaWords } from '../page-language.ts'
import { languageOf, shopPathFor } from '../preferences.ts'
import { isSameOrigin } from '../session/same-origin-request.ts'
import type { Route } from './+types/back-office'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaWords(matches)('backOffice') },
  { name: 'robots', content: 'noindex' },
]

/**
 * The staff's view: the newest orders, once the staff token is given. Without a token (or with
 * one the API refuses) it asks for it; when the API has no ADMIN_TOKEN it says the back office
 * is off. `?moved=` carries the last move's message after the redirect.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const moved = new URL(request.url).searchParams.get('moved')
  const token = staffTokenOf(request)
  if (!token) return { state: 'signed-out' as const, orders: [], moved: null }
  const answer = await listStaffOrders(token, languageOf(request))
  if (answer.kind === 'ok') {
    return { state: 'open' as const, orders: answer.data.items, moved }
  }
  return {
    state: answer.kind === 'off' ? ('off' as const) : ('signed-out' as const),
    orders: [],
    moved: null,
  }
}

/** Opens the back office with a token, moves an order, or closes it. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageOf(request)
  await Promise.all([backOfficeMessages.load(language), accountMessages.load(language)])
  const t = (key: BackOfficeMessageKey, values?: MessageValues) =>
    backOfficeMessages.translate(language, key, values)
  if (!isSameOrigin(request)) return { error: t('wrongToken') }
  const form = await readForm(request)
  const intent = String(form.get('intent') ?? '')
  if (intent === 'close') {
    return redirect(shopPathFor(request, '/back-office'), {
      headers: { 'Set-Cookie': clearedStaffCookie(request) },
    })
  }
  if (intent === 'open') {
    const token = String(form.get('token') ?? '').trim()
    const answer = token ? await listStaffOrders(token, language) : { kind: 'refused' as const }
    if (answer.kind === 'off') return { error: t('off') }
    if (answer.kind !== 'ok') return { error: t('wrongToken') }
    return redirect(shopPathFor(request, '/back-office'), {
      headers: { 'Set-Cookie': staffCookie(request, token) },
    })
  }
  const token = staffTokenOf(request)
  if (!token) return { error: t('wrongToken') }
  const id = Number(form.get('order'))
  const status = knownOrderStatusSchema.safeParse(form.get('status'))
  if (!status.success) return { error: t('unknownStatus') }
  const answer = await moveStaffOrder(token, language, id, status.data)
  if (answer.kind === 'ok') {
    const moved = t('moved', {
      number: String(form.get('number') ?? id),
      status: accountMessages.translate(language, `status.${status.data}`),
    })
    return redirect(shopPathFor(request, `/back-office?moved=${encodeURIComponent(moved)}`))
  }
  if (answer.kind === 'failed') return { error: answer.message }
  return { error: t(answer.kind === 'off' ? 'off' : 'wrongToken') }
}

/**
 * `/back-office`: the reference shop's small staff page, so the whole loop —
 * order, delivery, points, rating, invoice — can be tried in a browser. Plain forms: it works
 * without JavaScript. Protected by the API's `ADMIN_TOKEN`; off when the API has none.
 */
export default function BackOffice({ loaderData, actionData }: Route.ComponentProps) {
  const { state, orders, moved } = loaderData
  const { language } = useLocale()
  const t = useT(backOfficeMessages)
  const account = useT(accountMessages)
  const shop = useT(shopMessages)
  const busy = useNavigation().state !== 'idle'
  const error = actionData?.error
  return (
    <section className="shop-back-office" aria-labelledby="back-office-title">
      <h1 id="back-office-title">{shop('backOffice')}</h1>
      <p>{t('intro')}</p>
      {error ? (
        <p role="alert" className="shop-form-error">
          {error}
        </p>
      ) : null}
      {state === 'off' ? <p role="alert">{t('off')}</p> : null}
      {state === 'signed-out' ? (
        <Form method="post" className="shop-back-office-open">
          <input type="hidden" name="intent" value="open" />
          <TextField
            label={t('token')}
            hint={t('tokenHint')}
            type="password"
            name="token"
            required
            autoComplete="off"
            dir="ltr"
          />
          <Button type="submit" disabled={busy}>
            {t('open')}
          </Button>
        </Form>
      ) : null}
      {state === 'open' ? (
        <>
          {moved ? (
            <p role="status" className="shop-back-office-moved">
              {moved}
            </p>
          ) : null}
          <h2>{t('orders')}</h2>
          {orders.length === 0 ? <p>{t('noOrders')}</p> : null}
          <ul className="shop-back-office-orders">
            {orders.map((order) => (
              <li key={order.id} data-testid="staff-order">
                <p>
                  <bdi dir="ltr" className="shop-nowrap">
                    <strong>{order.order_number}</strong>
                  </bdi>{' '}
                  <span>{formatDateTime(language, order.order_date)}</span>
                </p>
                <p data-testid="staff-order-delivery">
                  <AddressLine
                    language={language}
                    parts={[order.delivery.city_name, order.delivery.state_name]}
                  />
                </p>
                <p>
                  <bdi>{order.buyer ?? t('guest')}</bdi> ·{' '}
                  <bdi>{formatMoney(order.total_price, language)}</bdi> ·{' '}
                  <span data-testid="staff-order-status">{account(`status.${order.status}`)}</span>
                </p>
                {order.next_statuses.length > 0 ? (
                  <StatusForm
                    order={order}
                    label={t('moveTo', { number: order.order_number })}
                    button={t('move')}
                    busy={busy}
                  />
                ) : (
                  <p>{t('finished')}</p>
                )}
              </li>
            ))}
          </ul>
          <Form method="post">
            <input type="hidden" name="intent" value="close" />
            <Button variant="outline" type="submit">
              {t('close')}
            </Button>
          </Form>
        </>
      ) : null}
    </section>
  )
}

function StatusForm({
  order,
  label,
  button,
  busy,
}: {
  order: { id: number; order_number: string; next_statuses: OrderStatus[] }
  label: string
  button: string
  busy: boolean
}) {
  const account = useT(accountMessages)
  return (
    <Form method="post" className="shop-back-office-move">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="order" value={order.id} />
      <input type="hidden" name="number" value={order.order_number} />
      <Select
        label={label}
        name="status"
        options={order.next_statuses.map((status) => ({
          value: status,
          label: account(`status.${status}`),
        }))}
      />
      <Button type="submit" disabled={busy}>
        {button}
      </Button>
    </Form>
  )
}
