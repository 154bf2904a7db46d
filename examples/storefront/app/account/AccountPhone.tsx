import { PhoneInput } from '@matjar/ui'
import { accountMessages } from '../messages/account.ts'
import { useT } from '../messages/use-t.ts'
import { localPhone } from './local-phone.ts'

/**
 * The mobile number of an account form, sent as typed (`phone`) with the country its button
 * shows (`phone_country`): the action reads the number in that country, so the field works the
 * same without JavaScript. A saved number starts on its own country (a Saudi one shown
 * nationally, beside +966), a new one on the visitor's.
 */
export function AccountPhone({
  defaultValue,
  error,
}: {
  defaultValue?: string | null
  error?: string | undefined
}) {
  const t = useT(accountMessages)
  // A saved Saudi number is shown nationally (`05…`): its button must say +966.
  const savedSaudi = defaultValue?.startsWith('+966') === true
  return (
    <>
      <PhoneInput
        label={t('mobile')}
        name="phone"
        countryName="phone_country"
        defaultValue={localPhone(defaultValue)}
        defaultCountry={savedSaudi ? 'SA' : undefined}
      />
      {error ? <p className="shop-form-error">{error}</p> : null}
    </>
  )
}
