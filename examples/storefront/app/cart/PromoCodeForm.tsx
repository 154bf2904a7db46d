import { useCart } from '@matjar/react'
import { Button, TextField } from '@matjar/ui'
import { type FormEvent, useState } from 'react'
import { cartMessages } from '../messages/cart.ts'
import { useT } from '../messages/use-t.ts'

/** A promo code: applied to the cart (a guest's by its uuid), or removed once applied. */
export function PromoCodeForm() {
  const cart = useCart()
  const t = useT(cartMessages)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)

  if (cart.promoCode) {
    const remove = () => void cart.removePromoCode()
    return (
      <Button variant="outline" size="sm" onClick={remove}>
        {t('removeCode')}
      </Button>
    )
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    const applied = await cart.applyPromoCode(code)
    if (!applied.ok) setError(applied.error.serverMessage ?? t('checkoutFailed'))
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
