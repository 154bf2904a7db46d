import { StorefrontError } from '@matjar/core'
import { data } from 'react-router'
import { notFoundWhenMissing } from '../api.server.ts'
import { accountMessages } from '../messages/account.ts'
import { languageOf } from '../preferences.ts'
import { loadAsCustomer } from './account.server.ts'

/** The invoice of one of the customer's orders; a cancelled order has none (404 with the reason). */
export const loadInvoice = (request: Request, orderId: string | undefined) =>
  loadAsCustomer(request, async (api) => {
    const id = Number(orderId)
    if (!Number.isSafeInteger(id) || id < 1) throw data('Not found', { status: 404 })
    const answer = await api
      .call('getInvoice', { params: { id } })
      .catch(async (error: unknown) => {
        if (error instanceof StorefrontError && error.status === 409) {
          const language = languageOf(request)
          await accountMessages.load(language)
          throw data(accountMessages.translate(language, 'noInvoiceForCancelled'), { status: 404 })
        }
        return notFoundWhenMissing(error)
      })
    return answer.data
  })
