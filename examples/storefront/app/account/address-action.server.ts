import { type AddressRequest, addressFormSchema, sdkMessages, validateForm } from '@matjar/core'
import { refusal } from '../http/read-form.server.ts'
import { accountMessages } from '../messages/account.ts'
import { phoneOf, readAccountForm, sendAccountForm } from './account-form.server.ts'
import { OPTIONAL_ADDRESS_FIELDS } from './address-fields.ts'

/**
 * `/user-profile/addresses`' forms, sent as plain forms (they work without JavaScript): `save`
 * adds an address, or edits the one named by `id`; `delete` removes the one named by `id`.
 */
export async function addressAction(request: Request) {
  const sent = await readAccountForm(request)
  const { api, language, text } = sent
  const id = Number(text('id')) || null
  if (sent.intent === 'save') {
    const checked = validateForm(
      addressFormSchema,
      {
        name: text('name'),
        type: text('type'),
        country: text('country'),
        state: text('state'),
        city: text('city'),
        details: text('details'),
        ...Object.fromEntries(OPTIONAL_ADDRESS_FIELDS.map(([field]) => [field, text(field)])),
        phone: phoneOf(sent),
        company_name: text('company_name'),
        message_to_store: text('message_to_store'),
        is_default: text('is_default') === 'on',
      },
      language,
    )
    // The failure's text is the toast's own when the API says nothing: no title repeating it.
    return sendAccountForm(
      sent,
      checked,
      id ? 'error.update_failed' : 'error.create_failed',
      async (values) => {
        const body = values as AddressRequest
        if (id) await api.call('updateAddress', { params: { id }, body })
        else await api.call('createAddress', { body })
        return { message: sdkMessages.translate(language, id ? 'address.edited' : 'address.added') }
      },
      { titled: false },
    )
  }
  if (sent.intent === 'delete' && id) {
    return sendAccountForm(sent, { success: true, data: id }, 'error.delete_failed', async () => {
      await api.call('deleteAddress', { params: { id } })
      return { message: accountMessages.translate(language, 'addressDeleted') }
    })
  }
  throw refusal(request, 400)
}
