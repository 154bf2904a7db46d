import type { Branch, Order, Places, CheckoutQuote as Quote } from '@matjar/core'
import { useAuth, useLocale } from '@matjar/react'
import { Button, RadioGroup, Select, TextField } from '@matjar/ui'
import { type ComponentType, useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { addressLine } from '../account/address-text.ts'
import { CityField } from '../account/PlaceFields.tsx'
import { firstPlace } from '../account/places.ts'
import { CheckoutQuote } from '../components/CheckoutQuote.tsx'
import { useShopPath } from '../components/ShopLink.tsx'
import { cartMessages } from '../messages/cart.ts'
import { shopMessages } from '../messages/shop.ts'
import { useT } from '../messages/use-t.ts'
import type { loader as rootLoader } from '../root.tsx'
import { useCartPage, useShownCart } from './cart-page.ts'
import { type CheckoutChoice, useKeptCheckoutChoice } from './checkout-choice.ts'
import { useDeliveryBranch } from './delivery-branch.ts'
import { useCheckout } from './use-checkout.ts'
import { useSavedDelivery } from './use-saved-delivery.ts'
import { useWalletOption } from './wallet-option.ts'

type CheckoutPhoneProps = { defaultValue: string; error: string | undefined }

/**
 * The phone with its country button, once its chunk (with the phone rules, about as heavy as the
 * rest of the page) has loaded after the checkout showed; a plain field until then. Loaded in an
 * effect, not with `lazy`: a suspended checkout would hold back the cart's whole update.
 */
const useCheckoutPhone = () => {
  const [phone, setPhone] = useState<ComponentType<CheckoutPhoneProps> | null>(null)
  useEffect(() => {
    let live = true
    void import('./CheckoutPhone.tsx').then((module) => {
      if (live) setPhone(() => module.default)
    })
    return () => {
      live = false
    }
  }, [])
  return phone
}

interface CheckoutFormProps {
  branches: readonly Pick<Branch, 'id' | 'slug' | 'name'>[]
  /** The shop's countries, regions and cities, named in the page's language. */
  places: Places
  onPlaced: (order: Order) => void
}

/**
 * The checkout: who orders (prefilled for a customer), where it goes (a saved address or a city
 * of the shop's list and the street), the branch (preselected from the delivery city), how to
 * pay, and what it will cost. Tells the page when the order is placed. Back from a card payment that did not happen, it starts from what
 * the shopper had chosen (checkout-choice.ts).
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const kept = useKeptCheckoutChoice()
  return <CheckoutFields key={kept ? 'kept' : 'fresh'} kept={kept} {...props} />
}

function CheckoutFields({
  branches,
  places,
  onPlaced,
  kept,
}: CheckoutFormProps & { kept: CheckoutChoice | null }) {
  const { isSignedIn, user } = useAuth()
  const { language } = useLocale()
  const cart = useShownCart()
  const page = useCartPage()
  const shopPath = useShopPath()
  // Posted without JavaScript and refused: the action's messages and what was typed.
  const typed = page.answer?.values
  const refused = page.answer?.values ? page.answer : undefined
  const t = useT(cartMessages)
  const shop = useT(shopMessages)
  const shipping = useRouteLoaderData<typeof rootLoader>('root')?.settings?.shipping.cities ?? []
  const [city, setCity] = useState(typed?.city || kept?.city || firstPlace(places).city)
  const [quote, setQuote] = useState<Quote | null>(null)
  const { saved, deliverTo, setDeliverTo, walletBalance } = useSavedDelivery(
    typed?.deliver_to || kept?.deliverTo,
    page.saved,
  )
  const checkout = useCheckout(saved, deliverTo, places, onPlaced)
  const { place, placing } = checkout
  const errors = { ...refused?.errors, ...checkout.errors }
  const deliveryCity =
    deliverTo === 'new' ? city : saved.find((each) => String(each.id) === deliverTo)?.city
  const branch = useDeliveryBranch(branches, shipping, deliveryCity, kept?.branch)
  const wallet = useWalletOption(walletBalance, quote)
  const server = cart.cart
  const CheckoutPhone = useCheckoutPhone()
  // A number kept or saved is E.164: the phone's button starts on its country.
  const phone = typed?.phone || kept?.phone || (user?.phone ?? '')
  return (
    // The shop's checks speak (under each field, in the page's language), not the browser's.
    // Without JavaScript the browser posts the form to the cart's action.
    <form
      method="post"
      action={shopPath('/cart')}
      className="shop-checkout"
      noValidate
      onSubmit={place}
      aria-labelledby="checkout-title"
    >
      <h2 id="checkout-title">{t('checkout')}</h2>
      <input type="hidden" name="intent" value="checkout" />
      <input type="hidden" name="csrf_token" value={page.csrfToken} />
      <input type="hidden" name="attempt" value={page.attempt} />
      <fieldset>
        <legend>{shop('yourDetails')}</legend>
        <TextField
          label={t('fullName')}
          name="name"
          required
          defaultValue={
            typed?.name || kept?.name || (user ? `${user.first_name} ${user.last_name}` : '')
          }
          error={errors.name}
        />
        <TextField
          label={shop('email')}
          name="email"
          type="email"
          required
          defaultValue={typed?.email || kept?.email || (user?.email ?? '')}
          error={errors.email}
        />
        {CheckoutPhone ? (
          <CheckoutPhone defaultValue={phone} error={errors.phone} />
        ) : (
          <TextField
            label={shop('phone')}
            name="phone"
            type="tel"
            required
            defaultValue={phone}
            error={errors.phone}
          />
        )}
      </fieldset>
      <fieldset>
        <legend>{t('deliveryAddress')}</legend>
        {saved.length > 0 ? (
          <RadioGroup
            label={t('deliverTo')}
            name="deliver_to"
            value={deliverTo}
            onValueChange={(value) => {
              setDeliverTo(value)
              branch.forgetChoice()
            }}
            orientation="vertical"
            options={[
              ...saved.map((place) => ({
                value: String(place.id),
                label: `${place.name}: ${addressLine(language, [place.details, place.city_name])}`,
              })),
              { value: 'new', label: t('newAddress') },
            ]}
          />
        ) : null}
        {deliverTo === 'new' ? (
          <>
            <CityField
              places={places}
              name="city"
              label={shop('city')}
              required
              value={city}
              onValueChange={(value) => {
                setCity(value)
                branch.forgetChoice()
              }}
              error={errors.city}
            />
            <TextField
              label={t('addressDetails')}
              name="details"
              required
              minLength={2}
              defaultValue={typed?.details ?? kept?.details ?? ''}
              error={errors.details}
            />
          </>
        ) : null}
        <Select
          name="branch"
          label={shop('branch')}
          value={branch.branchId}
          onValueChange={branch.chooseBranch}
          options={branches.map((branch) => ({ value: String(branch.id), label: branch.name }))}
        />
      </fieldset>
      <RadioGroup
        label={shop('payment')}
        name="payment"
        defaultValue={typed?.payment || kept?.payment || 'cash_on_delivery'}
        options={[
          { value: 'cash_on_delivery', label: t('cashOnDelivery') },
          { value: 'card', label: t('card') },
          ...(isSignedIn ? [wallet] : []),
        ]}
      />
      <CheckoutQuote
        destination={deliverTo === 'new' ? { city } : { addressId: Number(deliverTo) }}
        cartVersion={`${server?.total_price}:${server?.total_item_count}:${server?.promo_code}`}
        onQuote={setQuote}
      />
      {errors.form || refused?.problem ? (
        <p role="alert" className="shop-form-error">
          {errors.form || refused?.problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={placing || cart.isEmpty}>
        {placing ? t('placing') : t('placeOrder')}
      </Button>
    </form>
  )
}
