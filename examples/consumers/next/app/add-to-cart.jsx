'use client'

import { useCart } from '@matjar/react'
import { Button } from '@matjar/ui'

export function AddToCart() {
  const { itemCount, add } = useCart()
  return (
    <section>
      <Button onClick={() => add({ product_id: 1, product_type: 'retail' })}>Add to cart</Button>
      <p>
        In the cart: <output>{itemCount}</output>
      </p>
    </section>
  )
}
