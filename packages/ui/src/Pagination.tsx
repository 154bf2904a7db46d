import { type Language, translate } from '@matjar/core'
import { clsx } from 'clsx'

export interface PaginationProps {
  page: number
  lastPage: number
  onPage: (page: number) => void
  /** Adds a "Load More" button that asks for the next page to be appended. */
  onLoadMore?: () => void
  language?: Language
  className?: string
}

/** Prev and Next (and Load More) of spec §9, as a navigation landmark. */
export function Pagination({
  page,
  lastPage,
  onPage,
  onLoadMore,
  language = 'en',
  className,
}: PaginationProps) {
  const first = page <= 1
  const last = page >= lastPage
  return (
    <nav className={clsx('matjar-pagination', className)} aria-label={`${page} / ${lastPage}`}>
      <button type="button" disabled={first} onClick={() => onPage(page - 1)} rel="prev">
        {translate(language, 'pagination.prev')}
      </button>
      <span aria-current="page">{`${page} / ${lastPage}`}</span>
      <button type="button" disabled={last} onClick={() => onPage(page + 1)} rel="next">
        {translate(language, 'pagination.next')}
      </button>
      {onLoadMore && !last ? (
        <button type="button" className="matjar-pagination-more" onClick={onLoadMore}>
          {translate(language, 'pagination.load_more')}
        </button>
      ) : null}
    </nav>
  )
}
