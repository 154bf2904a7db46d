import { type FormValidation, sdkMessages } from '@matjar/core'
import { data } from 'react-router'
import { accountMessages } from '../messages/account.ts'
import { idParam } from '../route-values.ts'
import { readAccountForm, sendAccountForm } from './account-form.server.ts'

/**
 * `/user-profile/orders/{id}`'s forms, posted to the route's action: `cancel` (after the §8
 * confirmation) and `rate` (one to five stars, an optional comment).
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
    const rating = Number(text('rating'))
    const comment = text('comment').trim()
    const checked: FormValidation<number> =
      Number.isInteger(rating) && rating >= 1 && rating <= 5
        ? { success: true, data: rating }
        : {
            success: false,
            errors: { rating: [accountMessages.translate(language, 'chooseRating')] },
          }
    return sendAccountForm(sent, checked, 'order.rate_failed', async (stars) => {
      await api.call('rateOrder', {
        params: { id },
        body: { rating: stars, ...(comment ? { comment } : {}) },
      })
      return { message: sdkMessages.translate(language, 'order.rated') }
    })
  }
  throw data('Unknown form', { status: 400 })
}
