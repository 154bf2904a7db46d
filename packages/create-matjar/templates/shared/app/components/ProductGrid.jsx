'use client'
import { ProductCard } from '@matjar/ui'
import { useShop } from '../shop.js'

/** Product cards as the API lists them, each a link to its page. */
export function ProductGrid({ products }) {
  const { language, path } = useShop()
  return (
    <ul className="grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            name={product.name}
            href={path(`/products/${product.id}`)}
            image={product.image ?? undefined}
            imageSizes="(min-width: 40rem) 14rem, 45vw"
            price={product.price}
            priceBefore={product.price_before}
            discountText={product.discount_text}
            rating={product.rating}
            language={language}
          />
        </li>
      ))}
    </ul>
  )
}
