'use client'
import { errorMessage } from '@matjar/core'
import { Money, useCart } from '@matjar/react'
import { Button, Price, QuantityStepper, TextField } from '@matjar/ui'
import { useState } from 'react'
import { isOffline } from '../offline.js'
import { useShop } from '../shop.js'
import { Trouble } from './Trouble.jsx'

// The cart lives in the browser (a guest's by its id, a customer's by the session): no loader.
export function Cart() {
  const { language, t } = useShop()
  const { items, isLoaded, isEmpty, subtotal, savings, total, cart, error, refresh } = useCart()
  const { setQuantity, remove } = useCart()
  // Not read yet: busy. Could not be read: why (the API not answering, or its words), never an
  // empty cart or "SAR 0.00".
  if (error && items.length === 0) {
    return isOffline(error) ? (
      <Trouble language={language} offline retry={() => refresh()} />
    ) : (
      <p role="alert">{errorMessage(error, language)}</p>
    )
  }
  if (!isLoaded) return <p aria-busy="true">{t.busy}</p>
  if (isEmpty) return <p>{t.emptyCart}</p>
  return (
    <section className="stack">
      <h1>{t.cart}</h1>
      <ul className="stack">
        {items.map((item) => (
          <li key={`${item.product_id}-${item.product_type}-${item.selection_id}`}>
            <h2>{item.name}</h2>
            <Price
              price={item.price}
              priceBefore={item.price_before}
              discountText={item.discount_text}
              language={language}
            />
            <QuantityStepper
              label={item.name}
              value={item.quantity}
              max={item.max_quantity}
              onChange={(quantity) => setQuantity(item, quantity)}
              language={language}
            />
            <Button variant="outline" size="sm" onClick={() => remove(item, item.quantity)}>
              {t.remove}
            </Button>
          </li>
        ))}
      </ul>
      <PromoCode applied={cart?.promo_code} />
      <p>
        {t.subtotal} <Money amount={subtotal} />
      </p>
      {Number(savings) > 0 ? (
        <p>
          {t.savings} <Money amount={savings} />
        </p>
      ) : null}
      <PromoLine />
      <p>
        <strong>
          {t.total} <Money amount={total} />
        </strong>
      </p>
    </section>
  )
}

/** A promo code belongs to the cart: `applyPromoCode` of `useCart`, the totals follow. */
function PromoCode({ applied }) {
  const { language, t } = useShop()
  const { applyPromoCode } = useCart()
  const [problem, setProblem] = useState(null)
  const apply = async (event) => {
    event.preventDefault()
    const result = await applyPromoCode(new FormData(event.currentTarget).get('code'))
    // Unknown (422), expired or not met (409): the API's words, in the shopper's language.
    if (result.ok) setProblem(null)
    else setProblem(result.error.fieldErrors.code?.[0] ?? errorMessage(result.error, language))
  }
  return (
    <form onSubmit={apply} className="filters">
      <TextField
        name="code"
        required
        label={t.promoCode}
        defaultValue={applied ?? ''}
        error={problem}
      />
      <Button type="submit" variant="outline">
        {t.apply}
      </Button>
    </form>
  )
}

/** The applied promo code and what it takes off the total, with a way to remove it. */
function PromoLine() {
  const { language, t } = useShop()
  const { promoCode, discount, removePromoCode } = useCart()
  const [problem, setProblem] = useState(null)
  if (!promoCode) return null
  const drop = async () => {
    const result = await removePromoCode()
    setProblem(result.ok ? null : errorMessage(result.error, language))
  }
  return (
    <p className="filters">
      <span>
        {t.discount} <bdi>{promoCode}</bdi>: −<Money amount={discount} />
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={drop}
        aria-label={`${t.removeCode} ${promoCode}`}
      >
        {t.remove}
      </Button>
      {problem ? <span role="alert">{problem}</span> : null}
    </p>
  )
}
