import type { PageMeta, Paginated } from '@matjar/core'
import { Pagination } from '@matjar/ui'
import { useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'

/**
 * A page of a customer's list as the loader read it (`?page=`), plus the pages appended by
 * Load More. Appended pages are dropped when the loader reads again (another page, a revalidation
 * after a change).
 */
export const usePagedList = <T,>(
  first: Paginated<T>,
  fetchPage: (page: number) => Promise<Paginated<T>>,
) => {
  const [more, setMore] = useState<{ for: Paginated<T>; items: T[]; meta: PageMeta } | null>(null)
  const current = more?.for === first ? more : { for: first, items: first.items, meta: first.meta }
  const loadMore = async () => {
    const next = await fetchPage(current.meta.page + 1)
    setMore({ for: first, items: [...current.items, ...next.items], meta: next.meta })
  }
  return { items: current.items, meta: current.meta, loadMore }
}

/** Prev / Next (as `?page=`) and Load More under a customer's list; nothing for a single page. */
export function AccountPager({ meta, onLoadMore }: { meta: PageMeta; onLoadMore: () => void }) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  if (meta.last_page <= 1) return null
  return (
    <Pagination
      page={meta.page}
      lastPage={meta.last_page}
      onPage={(page) => {
        const next = new URLSearchParams(search)
        next.set('page', String(page))
        navigate(`?${next}`)
      }}
      {...(meta.page < meta.last_page ? { onLoadMore } : {})}
    />
  )
}
