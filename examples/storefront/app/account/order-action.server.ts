import { reviewFormSchema, sdkMessages, validateForm } from '@matjar/core'
import { data } from 'react-router'
import { refusal } from '../http/read-form.server.ts'
import { idParam } from '../route-values.ts'
import { readAccountForm, sendAccountForm } from './account-form.server.ts'

/**
 * `/user-profile/orders/{id}`'s forms, posted to the route's action: `cancel` (after the §8
 * confirmation) and `rate` (one to five stars, an optional comment: the SDK's `reviewFormSchema`).
 */
export async function orderAction(request: Request, orderId: string | undefined) {
  const sent = await readAccountForm(request)
  const { api, language, text } = sent
  const id = idParam(orderId)
  if (id === null) throw data('Not found', { status: 404 })
  if (sent.intent === 'cancel') {
    return sendAccountForm(sent, { success: true, data: id }, 'order.cancel_failed', async () => {
      await api.call('cancelOrder', { params: { id } })
      return { message: sdkMessages.translate(language, 'order.cancelled') }
    })
  }
  if (sent.intent === 'rate') {
    // No star chosen sends no `rating`: the schema asks for a choice.
    const checked = validateForm(
      reviewFormSchema,
      { rating: sent.form.get('rating') ?? undefined, comment: text('comment') },
      language,
    )
    return sendAccountForm(sent, checked, 'order.rate_failed', async (body) => {
      await api.call('rateOrder', { params: { id }, body })
      return { message: sdkMessages.translate(language, 'order.rated') }
    })
  }
  throw refusal(request, 400)
}
