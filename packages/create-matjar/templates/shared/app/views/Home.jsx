'use client'
import { Anchor } from '@matjar/ui'
import { ProductGrid } from '../components/ProductGrid.jsx'
import { useShop } from '../shop.js'

export function Home({ categories, products }) {
  const { t, path } = useShop()
  return (
    <>
      <h1>{t.shop}</h1>
      <h2>{t.categories}</h2>
      <ul className="filters">
        {categories.map((category) => (
          <li key={category.id}>
            <Anchor href={path(`/products?category=${category.path}`)}>{category.name}</Anchor>
          </li>
        ))}
      </ul>
      <h2>{t.bestSellers}</h2>
      <ProductGrid products={products} />
    </>
  )
}
