import {
  type Address,
  type CheckoutRequest,
  customerNameField,
  isStorefrontError,
  type Order,
  phoneSchema,
  translate as sdkText,
  toWirePhone,
  validateForm,
} from '@matjar/core'
import { useAuth, useCart, useLocale, useMoney, useStorefront, useToasts } from '@matjar/react'
import {
  Button,
  EmptyState,
  Price,
  QuantityStepper,
  RadioGroup,
  Select,
  Skeleton,
  TextField,
} from '@matjar/ui'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import { nameForNewAddress } from '../account/address-name.ts'
import { apiFor } from '../api.server.ts'
import { CheckoutQuote } from '../components/CheckoutQuote.tsx'
import { formatDay } from '../dates.ts'
import { languageFromRequest } from '../language.ts'
import { translate } from '../messages.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/cart'

export async function loader({ request }: Route.LoaderArgs) {
  const branches = await apiFor(request).call('listBranches')
  return { language: languageFromRequest(request), branches: branches.data }
}

export const meta: Route.MetaFunction = ({ loaderData: data }) =>
  data
    ? [
        {
          title: `${translate(data.language, 'yourCart')} | ${translate(data.language, 'shopName')}`,
        },
        { name: 'robots', content: 'noindex' },
      ]
    : []

type Field = 'name' | 'email' | 'phone' | 'city' | 'details'

export default function CartPage({ loaderData }: Route.ComponentProps) {
  const { language } = useLocale()
  const t = (key: Parameters<typeof translate>[1], values?: Record<string, string | number>) =>
    translate(language, key, values)
  const cart = useCart()
  // Amounts with the currency label of the shopper's language: SAR 12.00, ‏12.00 ريال.
  const money = useMoney()
  // The shop's free-shipping threshold and the cities it delivers to, from the root's settings.
  const shipping = useRouteLoaderData<typeof rootLoader>('root')?.settings?.shipping
  const freeAbove = shipping?.free_above
  const cities = shipping?.cities ?? []
  const [city, setCity] = useState(cities[0]?.city ?? '')
  const { isSignedIn, user } = useAuth()
  const storefront = useStorefront()
  const { show } = useToasts()
  const [code, setCode] = useState('')
  const [codeError, setCodeError] = useState<string | null>(null)
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({})
  const [placing, setPlacing] = useState(false)
  const [order, setOrder] = useState<Order | null>(null)
  // A customer's saved addresses (default first): deliver to one of them, or to a new one.
  const [saved, setSaved] = useState<Address[]>([])
  const [deliverTo, setDeliverTo] = useState('new')
  // A customer may pay from the wallet: its balance shows beside the choice.
  const [walletBalance, setWalletBalance] = useState<string | null>(null)
  useEffect(() => {
    if (!isSignedIn) {
      setSaved([])
      setDeliverTo('new')
      setWalletBalance(null)
      return
    }
    storefront.client
      .call('getWallet')
      .then((answer) => setWalletBalance(answer.data.balance))
      .catch(() => setWalletBalance(null))
    storefront.client
      .call('listAddresses')
      .then((answer) => {
        setSaved(answer.data)
        if (answer.data[0]) setDeliverTo(String(answer.data[0].id))
      })
      .catch(() => setSaved([]))
  }, [isSignedIn, storefront])
  // One key per attempt the shopper makes; a retry of the same attempt reuses it.
  const attempt = useRef<string | null>(null)

  if (order) {
    return (
      <section className="shop-confirmation" aria-live="polite">
        <h1>{t('orderConfirmed', { number: order.order_number })}</h1>
        <p>
          {t('orderSummary', {
            total: money(order.total_price),
            date: order.estimated_delivery_date
              ? formatDay(language, order.estimated_delivery_date)
              : '',
          })}
        </p>
        <a className="matjar-button" href="/products">
          {t('browse')}
        </a>
      </section>
    )
  }

  // The guest's cart id lives in the browser, so the server renders the cart before its lines:
  // a placeholder as tall as the screen keeps everything below still when they arrive (CLS 0).
  if (!cart.isLoaded) {
    return (
      <section className="shop-cart-loading" aria-busy="true" aria-label={t('yourCart')}>
        <h1>{t('yourCart')}</h1>
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="3rem" />
        <Skeleton blockSize="12rem" />
      </section>
    )
  }

  if (cart.isEmpty) {
    return (
      // As tall as the placeholder before it: the footer does not jump up into view (CLS 0).
      <EmptyState
        className="shop-cart-empty"
        title={t('yourCart')}
        description={t('emptyCart')}
        action={
          <a className="matjar-button" href="/products">
            {t('browse')}
          </a>
        }
      />
    )
  }

  const server = cart.cart
  const applyCode = async (event: FormEvent) => {
    event.preventDefault()
    setCodeError(null)
    try {
      const uuid = storefront.guestCartId()
      await storefront.client.call('applyPromoCode', {
        body: { code, ...(uuid ? { uuid } : {}) },
      })
      cart.refresh()
    } catch (error) {
      setCodeError(isStorefrontError(error) ? error.message : t('checkoutFailed'))
    }
  }
  const removeCode = async () => {
    const uuid = storefront.guestCartId()
    await storefront.client.call('removePromoCode', { query: uuid ? { uuid } : {} }).catch(() => {})
    cart.refresh()
  }

  const checkout = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const text = (name: string) => String(form.get(name) ?? '').trim()
    // Saudi numbers as Saudis type them (05…, 5…, spaces, Arabic digits) go as +966…; anything
    // still not a phone number is marked on the field, and nothing is sent.
    const phone = toWirePhone(text('phone'))
    // A guest's name needs letters (§5), checked here so the message is in the page's language.
    const name = isSignedIn ? null : validateForm(customerNameField, text('name'), language)
    const nameError = name && !name.success ? name.errors['']?.[0] : undefined
    const phoneError = phoneSchema.safeParse(phone).success
      ? undefined
      : sdkText(language, 'validation.phone.invalid')
    if (nameError || phoneError) {
      setErrors({ name: nameError, phone: phoneError })
      return
    }
    const address = {
      name: 'Delivery',
      type: 'home' as const,
      country: 'Saudi Arabia',
      state: text('city'),
      city: text('city'),
      phone,
      details: text('details'),
    }
    const branchId = Number(form.get('branch'))
    const payment = text('payment') as CheckoutRequest['payment_method']
    attempt.current ??= crypto.randomUUID()
    setPlacing(true)
    setErrors({})
    try {
      let body: CheckoutRequest
      if (isSignedIn) {
        const addressId =
          deliverTo === 'new'
            ? (
                await storefront.client.call('createAddress', {
                  body: {
                    ...address,
                    name: nameForNewAddress(
                      cities.find((each) => each.city === address.city)?.name ?? address.city,
                      saved.map((each) => each.name),
                    ),
                  },
                })
              ).data.id
            : Number(deliverTo)
        body = { address_id: addressId, branch_id: branchId, payment_method: payment }
      } else {
        const uuid = storefront.guestCartId() ?? undefined
        body = {
          uuid,
          guest: { name: text('name'), email: text('email'), phone },
          address,
          branch_id: branchId,
          payment_method: payment,
        }
      }
      const answer = await storefront.client.call('checkout', {
        headers: { 'Idempotency-Key': attempt.current },
        body,
      })
      attempt.current = null
      cart.refresh()
      // A card payment continues on the provider's page, which sends the shopper back to
      // /payment-return when it is done.
      if (answer.data.payment_url) {
        window.location.assign(answer.data.payment_url)
        return
      }
      setOrder(answer.data.order)
    } catch (error) {
      attempt.current = null
      if (isStorefrontError(error)) {
        const fields = error.fieldErrors
        const first = (name: string) => fields[name]?.[0] ?? fields[`guest.${name}`]?.[0]
        setErrors({
          name: first('name'),
          email: first('email'),
          phone: first('phone') ?? fields['address.phone']?.[0],
          city: fields['address.city']?.[0],
          details: fields['address.details']?.[0],
          form: error.message,
        })
        if (error.status === 402)
          show({
            kind: 'warning',
            title: sdkText(language, 'toast.warning'),
            message: error.message,
          })
      } else {
        setErrors({ form: t('checkoutFailed') })
      }
    } finally {
      setPlacing(false)
    }
  }

  return (
    <div className="shop-cart">
      <section aria-labelledby="cart-title">
        <h1 id="cart-title">{t('yourCart')}</h1>
        <ul className="shop-cart-lines">
          {cart.items.map((item) => (
            <li key={`${item.product_id}-${item.product_type}-${item.selection_id}`}>
              <a className="shop-cart-line-name" href={`/product/${item.product_id}`}>
                {item.name}
              </a>
              <Price
                price={item.price}
                priceBefore={item.price_before}
                discountText={item.discount_text}
                language={language}
              />
              <QuantityStepper
                label={`${t('quantity')}: ${item.name ?? ''}`}
                value={item.quantity}
                min={0}
                // + stops at what the stock allows this line (the server says so with the cart).
                max={Math.max(item.quantity, item.max_quantity ?? 999)}
                onChange={(quantity) => cart.setQuantity(item, quantity)}
                language={language}
              />
              <Button
                variant="outline"
                size="sm"
                aria-label={t('removeLineNamed', { name: item.name ?? '' })}
                onClick={() => cart.setQuantity(item, 0)}
              >
                {t('removeLine')}
              </Button>
            </li>
          ))}
        </ul>
        <dl className="shop-totals">
          <div>
            <dt>{t('subtotal')}</dt>
            <dd data-testid="subtotal">{money(cart.subtotal)}</dd>
          </div>
          {cart.savings !== '0.00' ? (
            <div>
              <dt>{t('savings')}</dt>
              <dd data-testid="savings">{money(cart.savings)}</dd>
            </div>
          ) : null}
          {server?.promo_code ? (
            <div>
              <dt>
                {t('promoDiscount')} {server.promo_code}
              </dt>
              <dd data-testid="discount">{money(`-${server.discount}`)}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('total')}</dt>
            <dd data-testid="total">{money(cart.total)}</dd>
          </div>
        </dl>
        <p className="shop-note">
          {t('vatIncluded', { amount: money(server?.tax_amount ?? '0.00') })}.{' '}
          {freeAbove
            ? t('freeShippingAbove', { amount: money(freeAbove) })
            : t('shippingAtCheckout')}
        </p>
        {server?.promo_code ? (
          <Button variant="outline" size="sm" onClick={removeCode}>
            {t('removeCode')}
          </Button>
        ) : (
          <form className="shop-promo" onSubmit={applyCode}>
            <TextField
              label={t('promoCode')}
              name="code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              error={codeError}
              autoComplete="off"
            />
            <Button type="submit" variant="outline">
              {t('applyCode')}
            </Button>
          </form>
        )}
      </section>
      <form className="shop-checkout" onSubmit={checkout} aria-labelledby="checkout-title">
        <h2 id="checkout-title">{t('checkout')}</h2>
        <fieldset>
          <legend>{t('yourDetails')}</legend>
          <TextField
            label={t('fullName')}
            name="name"
            required
            defaultValue={user ? `${user.first_name} ${user.last_name}` : ''}
            error={errors.name}
          />
          <TextField
            label={t('email')}
            name="email"
            type="email"
            required
            defaultValue={user?.email ?? ''}
            error={errors.email}
          />
          <TextField
            label={t('phone')}
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
              <Select
                name="city"
                label={t('city')}
                required
                value={city}
                onValueChange={setCity}
                options={cities.map((each) => ({
                  value: each.city,
                  label: each.name ?? each.city,
                }))}
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
            label={t('branch')}
            options={loaderData.branches.map((branch) => ({
              value: String(branch.id),
              label: branch.name,
            }))}
          />
        </fieldset>
        <RadioGroup
          label={t('payment')}
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
                        ? t('wallet')
                        : `${t('wallet')} (${money(walletBalance)})`,
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
    </div>
  )
}
