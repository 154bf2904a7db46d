'use client'
import { useCart, useToasts } from '@matjar/react'
import { Button, Image, Price, RadioGroup } from '@matjar/ui'
import { useState } from 'react'
import { useShop } from '../shop.js'

export function Product({ product }) {
  const { language, t } = useShop()
  const { add, isLoaded } = useCart()
  const { show } = useToasts()
  // A product sold in colours needs the shopper's choice; the first one in stock to start with.
  const [selection, setSelection] = useState(
    () => product.selections.find((choice) => choice.stock > 0)?.id ?? null,
  )
  const addToCart = async () => {
    const line = { product_id: product.id, product_type: 'retail', selection_id: selection }
    // The line shows at once with its name and price; the server's cart follows. A refusal (not
    // enough stock) resolves `{ ok: false }` and the provider already says why, in the shopper's
    // language.
    const result = await add(line, 1, { name: product.name, price: product.price })
    if (result.ok) show({ kind: 'success', message: t.added })
  }
  return (
    <article className="stack">
      {product.images[0] && <Image image={product.images[0]} sizes="24rem" priority />}
      <h1>{product.name}</h1>
      <Price
        price={product.price}
        priceBefore={product.price_before}
        discountText={product.discount_text}
        language={language}
      />
      {product.has_selections && (
        <RadioGroup
          label={t.colour}
          value={String(selection)}
          onValueChange={(id) => setSelection(Number(id))}
          options={product.selections.map((choice) => ({
            value: String(choice.id),
            label: choice.name,
            disabled: choice.stock === 0,
          }))}
        />
      )}
      {/* Enabled once the browser has read the shopper's cart. */}
      <Button onClick={addToCart} disabled={!isLoaded || product.stock === 0}>
        {t.addToCart}
      </Button>
      {product.description.split('\n\n').map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </article>
  )
}
