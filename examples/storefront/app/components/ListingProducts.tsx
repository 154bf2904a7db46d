import type { PageMeta, ProductSummary } from '@matjar/core'
import { EmptyState, Pagination } from '@matjar/ui'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { ProductGrid } from './ProductGrid.tsx'

/**
 * A listing's products (`/products`, `/offers`, `/wholesale`): the grid under the page's heading,
 * "No products" when there are none, and Prev / Next under more than one page (Load More too, with
 * `onLoadMore`, until the last page).
 */
export function ListingProducts({
  products,
  onPage,
  hrefOf,
  onLoadMore,
}: {
  products: { items: readonly ProductSummary[]; meta: PageMeta }
  onPage: (page: number) => void
  hrefOf: (page: number) => string
  onLoadMore?: () => void
}) {
  const t = useT(catalogueMessages)
  const { items, meta } = products
  return (
    <>
      {items.length === 0 ? (
        <EmptyState title={t('noProducts')} />
      ) : (
        <ProductGrid products={items} headingLevel={2} />
      )}
      {meta.last_page > 1 ? (
        <Pagination
          page={meta.page}
          lastPage={meta.last_page}
          onPage={onPage}
          hrefOf={hrefOf}
          {...(onLoadMore && meta.page < meta.last_page ? { onLoadMore } : {})}
        />
      ) : null}
    </>
  )
}
