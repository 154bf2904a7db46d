import { PhoneInput } from '@matjar/ui'
import { useState } from 'react'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'
import { localPhone } from './local-phone.ts'

/**
 * The mobile number of an account form, sent as typed (`phone`) with the country its button
 * shows (`phone_country`): the action reads the number in that country, so the field works the
 * same without JavaScript (where the country stays Saudi Arabia's).
 */
export function AccountPhone({
  defaultValue,
  error,
}: {
  defaultValue?: string | null
  error?: string | undefined
}) {
  const t = useT(accountMessages)
  const [country, setCountry] = useState('SA')
  return (
    <>
      <PhoneInput
        label={t('mobile')}
        name="phone"
        defaultValue={localPhone(defaultValue)}
        defaultCountry="SA"
        onCountryChange={setCountry}
      />
      <input type="hidden" name="phone_country" value={country} />
      {error ? <p className="shop-form-error">{error}</p> : null}
    </>
  )
}
