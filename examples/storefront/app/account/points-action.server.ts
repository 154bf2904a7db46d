import { type FormValidation, sdkMessages } from '@matjar/core'
import { refusal } from '../http/read-form.server.ts'
import { accountMessages } from '../messages/account.ts'
import { readAccountForm, sendAccountForm } from './account-form.server.ts'
import { toPoints } from './amounts.ts'

/**
 * `/user-profile/points`' form, posted to the route's action: points into wallet balance, at
 * least the minimum and at most what the customer has (checked here against the balance the API
 * gives), sent with the form's `attempt` as its `Idempotency-Key` so a form sent twice converts
 * once.
 */
export async function pointsAction(request: Request) {
  const sent = await readAccountForm(request)
  const { api, language, text } = sent
  if (sent.intent !== 'convert') throw refusal(request, 400)
  const read = await api.call('getPoints').then(
    (answer) => ({ ok: true as const, balance: answer.data }),
    (error: unknown) => ({ ok: false as const, error }),
  )
  // The balance could not be read (the session expired, the API is down): answered as a refused
  // conversion would be (an expired session goes to sign in), never as a failure of the page.
  if (!read.ok) {
    return sendAccountForm(sent, { success: true, data: 0 }, 'points.convert_failed', () =>
      Promise.reject(read.error),
    )
  }
  const { balance } = read
  const wanted = toPoints(text('points'))
  const refuse = (message: string): FormValidation<number> => ({
    success: false,
    errors: { points: [message] },
  })
  const checked =
    wanted === null || wanted < balance.minimum_conversion
      ? refuse(
          accountMessages.translate(language, 'pointsTooFew', {
            minimum: balance.minimum_conversion,
          }),
        )
      : wanted > balance.points
        ? refuse(accountMessages.translate(language, 'pointsTooMany', { points: balance.points }))
        : ({ success: true, data: wanted } as const)
  return sendAccountForm(sent, checked, 'points.convert_failed', async (points) => {
    await api.call('convertPoints', {
      headers: { 'Idempotency-Key': text('attempt') || crypto.randomUUID() },
      body: { points },
    })
    return { message: sdkMessages.translate(language, 'points.converted') }
  })
}
