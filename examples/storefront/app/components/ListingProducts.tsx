import type { PageMeta, ProductSummary } from '@matjar/core'
import { EmptyState, Pagination } from '@matjar/ui'
import { catalogueMessages } from '../messages/catalogue.ts'
import { useT } from '../messages/use-t.ts'
import { ProductGrid } from './ProductGrid.tsx'

/**
 * A listing's products (`/products`, `/offers`, `/wholesale`): the grid under the page's heading,
 * "No products" when there are none, and Prev / Next under more than one page (Load More too, with
 * `onLoadMore`, until the last page; past the last page counted while `more`).
 */
export function ListingProducts({
  products,
  onPage,
  hrefOf,
  onLoadMore,
  more = false,
}: {
  products: { items: readonly ProductSummary[]; meta: PageMeta }
  onPage: (page: number) => void
  hrefOf: (page: number) => string
  onLoadMore?: () => void
  /** Pages follow the last one counted (`total_capped`, and a `next_cursor` leads on). */
  more?: boolean
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
          more={more}
          {...(onLoadMore ? { onLoadMore } : {})}
        />
      ) : null}
    </>
  )
}
