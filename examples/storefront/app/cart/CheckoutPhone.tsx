import { PhoneInput } from '@matjar/ui'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'

/**
 * The checkout's phone with its country button, starting on the visitor's country (or on the
 * country of a number given with its `+` code): the number goes as typed (`phone`) with the
 * country shown (`phone_country`). Its own chunk, with the phone rules: the cart page loads it
 * only when the checkout shows.
 */
export default function CheckoutPhone({
  defaultValue,
  error,
}: {
  defaultValue: string
  error: string | undefined
}) {
  const shop = useT(shopMessages)
  return (
    <PhoneInput
      label={shop('phone')}
      name="phone"
      countryName="phone_country"
      required
      defaultValue={defaultValue}
      error={error}
    />
  )
}
