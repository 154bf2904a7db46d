import { isStorefrontError } from '@matjar/core'
import { useCart, useStorefront } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { type FormEvent, useState } from 'react'
import { cartMessages } from '../messages/cart.ts'
import { useT } from '../messages/use-t.ts'

/** A promo code: applied to the cart (a guest's by its uuid), or removed once applied. */
export function PromoCodeForm() {
  const cart = useCart()
  const storefront = useStorefront()
  const t = useT(cartMessages)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const guest = () => {
    const uuid = storefront.guestCartId()
    return uuid ? { uuid } : {}
  }

  if (cart.cart?.promo_code) {
    const remove = async () => {
      await storefront.client.call('removePromoCode', { query: guest() }).catch(() => {})
      cart.refresh()
    }
    return (
      <Button variant="outline" size="sm" onClick={remove}>
        {t('removeCode')}
      </Button>
    )
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      await storefront.client.call('applyPromoCode', { body: { code, ...guest() } })
      cart.refresh()
    } catch (failure) {
      setError(isStorefrontError(failure) ? failure.message : t('checkoutFailed'))
    }
  }
  return (
    <form className="shop-promo" onSubmit={apply}>
      <TextField
        label={t('promoCode')}
        name="code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
        autoComplete="off"
      />
      <Button type="submit" variant="outline">
        {t('applyCode')}
      </Button>
    </form>
  )
}
