'use client'

import { type Language, sdkMessages } from '@matjar/core'
import { clsx } from 'clsx'
import type { MouseEvent } from 'react'
import { Anchor } from './link.tsx'
import { useHydrated } from './use-hydrated.ts'
import { useMessages } from './use-messages.ts'

export interface PaginationProps {
  page: number
  lastPage: number
  /** Goes to a page in the app (a client navigation); with `hrefOf`, a click on a link calls it. */
  onPage?: (page: number) => void
  /**
   * The address of a page: Prev and Next become links, which work without JavaScript (and for
   * search engines); with JavaScript, a click goes through `onPage` when it is given.
   */
  hrefOf?: (page: number) => string
  /**
   * Adds a "Load More" button that asks for the next page to be appended. With `hrefOf`, the
   * server's HTML (and a browser without JavaScript) has a link to the next page in its place.
   */
  onLoadMore?: () => void
  /**
   * More pages follow `lastPage` than were counted (a list whose `meta.total_capped` is true, while
   * its `meta.next_cursor` leads on): shown as "200+", and Next and Load More go on past it.
   */
  more?: boolean
  /** The language of Prev, Next and Load More; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

/** Prev and Next (and Load More) of spec §9, as a navigation landmark. */
export function Pagination({
  page,
  lastPage,
  onPage,
  hrefOf,
  onLoadMore,
  more = false,
  language,
  className,
}: PaginationProps) {
  const t = useMessages(sdkMessages, language)
  const hydrated = useHydrated()
  const step = (to: number, rel: 'prev' | 'next', off: boolean) => {
    const label = t(rel === 'prev' ? 'pagination.prev' : 'pagination.next')
    if (!hrefOf) {
      return (
        <button type="button" disabled={off} onClick={() => onPage?.(to)} rel={rel}>
          {label}
        </button>
      )
    }
    // A link that leads nowhere is not a link: at an end it is shown, disabled, as text.
    if (off) {
      return (
        <span className="matjar-pagination-end" aria-disabled="true">
          {label}
        </span>
      )
    }
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      onPage(to)
    }
    return (
      <Anchor href={hrefOf(to)} rel={rel} onClick={follow}>
        {label}
      </Anchor>
    )
  }
  const last = !more && page >= lastPage
  const count = more ? `${Math.max(page, lastPage)}+` : String(lastPage)
  // The landmark is named "Pages"; "3 / 6" is shown, and "Page 3 of 6" is what a screen reader says.
  return (
    <nav className={clsx('matjar-pagination', className)} aria-label={t('pagination.label')}>
      {step(page - 1, 'prev', page <= 1)}
      <span aria-current="page">
        <span aria-hidden="true">{`${page} / ${count}`}</span>
        <span className="matjar-visually-hidden">
          {t('pagination.current', { page: String(page), last: count })}
        </span>
      </span>
      {step(page + 1, 'next', last)}
      {onLoadMore && !last ? (
        hrefOf && !hydrated ? (
          // Until scripts run (or without them): the next page, as a link.
          <Anchor href={hrefOf(page + 1)} className="matjar-pagination-more">
            {t('pagination.load_more')}
          </Anchor>
        ) : (
          <button type="button" className="matjar-pagination-more" onClick={onLoadMore}>
            {t('pagination.load_more')}
          </button>
        )
      ) : null}
    </nav>
  )
}
