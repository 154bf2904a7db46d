import { formatMoney, type Language, type OrderStatus } from '@matjar/core'
import { Button, Select, TextField } from '@matjar/ui'
import { Form, redirect, useNavigation } from 'react-router'
import { translateAccount } from '../account/account-messages.ts'
import {
  type BackOfficeMessageKey,
  translateBackOffice,
} from '../back-office/back-office-messages.ts'
import {
  clearedStaffCookie,
  isSameOrigin,
  listStaffOrders,
  moveStaffOrder,
  staffCookie,
  staffTokenOf,
} from '../back-office/staff.server.ts'
import { formatDateTime } from '../dates.ts'
import { languageFromRequest } from '../language.ts'
import type { Route } from './+types/back-office'

export const meta: Route.MetaFunction = ({ loaderData: page }) =>
  page
    ? [
        { title: translateBackOffice(page.language, 'title') },
        { name: 'robots', content: 'noindex' },
      ]
    : []

/**
 * The staff's view: the newest orders, once the staff token is given. Without a token (or with
 * one the API refuses) it asks for it; when the API has no ADMIN_TOKEN it says the back office
 * is off. `?moved=` carries the last move's message after the redirect.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const language = languageFromRequest(request)
  const moved = new URL(request.url).searchParams.get('moved')
  const token = staffTokenOf(request)
  if (!token) return { language, state: 'signed-out' as const, orders: [], moved: null }
  const answer = await listStaffOrders(token, language)
  if (answer.kind === 'ok') {
    return { language, state: 'open' as const, orders: answer.data.items, moved }
  }
  return {
    language,
    state: answer.kind === 'off' ? ('off' as const) : ('signed-out' as const),
    orders: [],
    moved: null,
  }
}

/** Opens the back office with a token, moves an order, or closes it. */
export async function action({ request }: Route.ActionArgs) {
  const language = languageFromRequest(request)
  if (!isSameOrigin(request)) return { error: translateBackOffice(language, 'wrongToken') }
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'close') {
    return redirect('/back-office', { headers: { 'Set-Cookie': clearedStaffCookie(request) } })
  }
  if (intent === 'open') {
    const token = String(form.get('token') ?? '').trim()
    const answer = token ? await listStaffOrders(token, language) : { kind: 'refused' as const }
    if (answer.kind === 'off') return { error: translateBackOffice(language, 'off') }
    if (answer.kind !== 'ok') return { error: translateBackOffice(language, 'wrongToken') }
    return redirect('/back-office', { headers: { 'Set-Cookie': staffCookie(request, token) } })
  }
  const token = staffTokenOf(request)
  if (!token) return { error: translateBackOffice(language, 'wrongToken') }
  const id = Number(form.get('order'))
  const status = String(form.get('status') ?? '')
  const answer = await moveStaffOrder(token, language, id, status)
  if (answer.kind === 'ok') {
    const moved = translateBackOffice(language, 'moved', {
      number: String(form.get('number') ?? id),
      status: translateAccount(language, `status.${status as OrderStatus}`),
    })
    return redirect(`/back-office?moved=${encodeURIComponent(moved)}`)
  }
  if (answer.kind === 'failed') return { error: answer.message }
  return { error: translateBackOffice(language, answer.kind === 'off' ? 'off' : 'wrongToken') }
}

/**
 * `/back-office`: the reference shop's small staff page (issue 17, item 16), so the whole loop —
 * order, delivery, points, rating, invoice — can be tried in a browser. Plain forms: it works
 * without JavaScript. Protected by the API's `ADMIN_TOKEN`; off when the API has none.
 */
export default function BackOffice({ loaderData, actionData }: Route.ComponentProps) {
  const { language, state, orders, moved } = loaderData
  const t = (key: BackOfficeMessageKey, values?: Record<string, string | number>) =>
    translateBackOffice(language, key, values)
  const busy = useNavigation().state !== 'idle'
  const error = actionData?.error
  return (
    <section className="shop-back-office" aria-labelledby="back-office-title">
      <h1 id="back-office-title">{t('title')}</h1>
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
                  <strong dir="ltr">{order.order_number}</strong>{' '}
                  <span>{formatDateTime(language, order.order_date)}</span>
                </p>
                <p>
                  <bdi>{order.buyer ?? t('guest')}</bdi> ·{' '}
                  <bdi>{formatMoney(order.total_price, language)}</bdi> ·{' '}
                  <span data-testid="staff-order-status">
                    {translateAccount(language, `status.${order.status}`)}
                  </span>
                </p>
                {order.next_statuses.length > 0 ? (
                  <StatusForm
                    language={language}
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
  language,
  order,
  label,
  button,
  busy,
}: {
  language: Language
  order: { id: number; order_number: string; next_statuses: OrderStatus[] }
  label: string
  button: string
  busy: boolean
}) {
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
          label: translateAccount(language, `status.${status}`),
        }))}
      />
      <Button type="submit" disabled={busy}>
        {button}
      </Button>
    </Form>
  )
}
