import type { Branch, Order } from '@matjar/core'
import { useAuth, useCart, useMoney } from '@matjar/react'
import { Button, RadioGroup, Select, TextField } from '@matjar/ui'
import { useState } from 'react'
import { CityField, useShopCities } from '../account/CityField.tsx'
import { CheckoutQuote } from '../components/CheckoutQuote.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import { useCheckout } from './use-checkout.ts'
import { useSavedDelivery } from './use-saved-delivery.ts'

/**
 * The checkout: who orders (prefilled for a customer), where it goes (a saved address or a city
 * of the shop's and the street), the branch, how to pay, and what it will cost. Tells the page
 * when the order is placed.
 */
export function CheckoutForm({
  branches,
  onPlaced,
}: {
  branches: readonly Pick<Branch, 'id' | 'name'>[]
  onPlaced: (order: Order) => void
}) {
  const { isSignedIn, user } = useAuth()
  const cart = useCart()
  const money = useMoney()
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const cities = useShopCities()
  const [city, setCity] = useState(cities[0]?.city ?? '')
  const { saved, deliverTo, setDeliverTo, walletBalance } = useSavedDelivery()
  const { place, placing, errors } = useCheckout(saved, deliverTo, onPlaced)
  const server = cart.cart
  return (
    <form className="shop-checkout" onSubmit={place} aria-labelledby="checkout-title">
      <h2 id="checkout-title">{t('checkout')}</h2>
      <fieldset>
        <legend>{shop('yourDetails')}</legend>
        <TextField
          label={t('fullName')}
          name="name"
          required
          defaultValue={user ? `${user.first_name} ${user.last_name}` : ''}
          error={errors.name}
        />
        <TextField
          label={shop('email')}
          name="email"
          type="email"
          required
          defaultValue={user?.email ?? ''}
          error={errors.email}
        />
        <TextField
          label={shop('phone')}
          name="phone"
          type="tel"
          required
          placeholder="+9665XXXXXXXX"
          defaultValue={user?.phone ?? ''}
          error={errors.phone}
        />
      </fieldset>
      <fieldset>
        <legend>{t('deliveryAddress')}</legend>
        {saved.length > 0 ? (
          <RadioGroup
            label={t('deliverTo')}
            value={deliverTo}
            onValueChange={setDeliverTo}
            orientation="vertical"
            options={[
              ...saved.map((place) => ({
                value: String(place.id),
                label: `${place.name}: ${place.details}, ${place.city}`,
              })),
              { value: 'new', label: t('newAddress') },
            ]}
          />
        ) : null}
        {deliverTo === 'new' ? (
          <>
            <CityField
              name="city"
              label={shop('city')}
              required
              value={city}
              onValueChange={setCity}
              error={errors.city}
            />
            <TextField
              label={t('addressDetails')}
              name="details"
              required
              minLength={2}
              error={errors.details}
            />
          </>
        ) : null}
        <Select
          name="branch"
          label={shop('branch')}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
        />
      </fieldset>
      <RadioGroup
        label={shop('payment')}
        name="payment"
        defaultValue="cash_on_delivery"
        options={[
          { value: 'cash_on_delivery', label: t('cashOnDelivery') },
          { value: 'card', label: t('card') },
          ...(isSignedIn
            ? [
                {
                  value: 'wallet',
                  label:
                    walletBalance === null
                      ? shop('wallet')
                      : `${shop('wallet')} (${money(walletBalance)})`,
                },
              ]
            : []),
        ]}
      />
      <CheckoutQuote
        destination={deliverTo === 'new' ? { city } : { addressId: Number(deliverTo) }}
        cartVersion={`${server?.total_price}:${server?.total_item_count}:${server?.promo_code}`}
      />
      {errors.form ? (
        <p role="alert" className="shop-form-error">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={placing || cart.isEmpty}>
        {placing ? t('placing') : t('placeOrder')}
      </Button>
    </form>
  )
}
