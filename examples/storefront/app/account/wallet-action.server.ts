import { type FormValidation, formatMoney, MAX_RECHARGE, sdkMessages } from '@matjar/core'
import { redirect } from 'react-router'
import { refusal } from '../http/read-form.server.ts'
import { accountMessages } from '../messages/account.ts'
import { readAccountForm, sendAccountForm } from './account-form.server.ts'
import { toAmount } from './amounts.ts'

/**
 * `/user-profile/wallet`'s recharge by card, posted to the route's action: an amount above zero
 * and at most `MAX_RECHARGE`, sent with the form's `attempt` as its `Idempotency-Key`. A card
 * payment continues on the provider's page (a redirect), which sends the customer back here.
 */
export async function walletAction(request: Request) {
  const sent = await readAccountForm(request)
  const { api, language, text } = sent
  if (sent.intent !== 'recharge') throw refusal(request, 400)
  const amount = toAmount(text('amount'))
  const refuse = (message: string): FormValidation<string> => ({
    success: false,
    errors: { amount: [message] },
  })
  const checked = !amount
    ? refuse(accountMessages.translate(language, 'amountInvalid'))
    : Number(amount) > Number(MAX_RECHARGE)
      ? refuse(
          accountMessages.translate(language, 'amountTooLarge', {
            max: formatMoney(MAX_RECHARGE, language),
          }),
        )
      : ({ success: true, data: amount } as const)
  let paymentUrl: string | null = null
  const answer = await sendAccountForm(sent, checked, 'wallet.recharge_failed', async (value) => {
    const recharge = await api.call('rechargeWallet', {
      headers: { 'Idempotency-Key': text('attempt') || crypto.randomUUID() },
      body: { amount: value, payment_method: 'card' },
    })
    if (recharge.data.status === 'awaiting_payment') paymentUrl = recharge.data.payment_url ?? null
    return { message: sdkMessages.translate(language, 'wallet.recharged') }
  })
  return paymentUrl ? redirect(paymentUrl) : answer
}
