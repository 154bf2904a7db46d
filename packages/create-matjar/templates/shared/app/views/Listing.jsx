'use client'
import { Button, Pagination } from '@matjar/ui'
import { ProductGrid } from '../components/ProductGrid.jsx'
import { useShop } from '../shop.js'

export function Listing({ categories, query, products, meta, problem }) {
  const { language, t, path } = useShop()
  return (
    <>
      <h1>{t.products}</h1>
      <form method="get" className="filters">
        <label>
          {t.search} <input type="search" name="q" defaultValue={query.q} />
        </label>
        <label>
          {t.category}{' '}
          <select name="category" defaultValue={query.category ?? ''}>
            <option value="">{t.everything}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.path}>
                {category.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.sort}{' '}
          <select name="sort" defaultValue={query.sort ?? ''}>
            <option value="">{t.newest}</option>
            <option value="price_asc">{t.cheapest}</option>
            <option value="price_desc">{t.dearest}</option>
            <option value="best_sellers">{t.bestSellers}</option>
          </select>
        </label>
        {[
          ['price_min', t.minPrice],
          ['price_max', t.maxPrice],
        ].map(([name, label]) => (
          <label key={name}>
            {label}{' '}
            <input name={name} type="number" min="0" step="0.01" defaultValue={query[name]} />
          </label>
        ))}
        <label>
          <input type="checkbox" name="offers" value="1" defaultChecked={Boolean(query.offers)} />{' '}
          {t.offersOnly}
        </label>
        <Button type="submit">{t.show}</Button>
      </form>
      {problem && <p role="alert">{problem}</p>}
      {products.length === 0 && !problem && <p>{t.nothingFound}</p>}
      <ProductGrid products={products} />
      {meta && meta.last_page > 1 && (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          hrefOf={(page) => path(`/products?${new URLSearchParams({ ...query, page })}`)}
          language={language}
        />
      )}
    </>
  )
}
