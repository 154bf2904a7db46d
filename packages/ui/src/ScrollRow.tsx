'use client'

import type { Direction, Language } from '@matjar/core'
import { clsx } from 'clsx'
import { Children, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useDirection } from './direction.tsx'
import { ChevronEndIcon, ChevronStartIcon } from './icons.tsx'
import { uiMessages } from './ui-messages.ts'
import { useMessages } from './use-messages.ts'

export interface ScrollRowProps {
  /** Names the row for assistive technology, e.g. the section's title ("Offers"). */
  label: string
  /** One item per child, each in its own list item. */
  children: ReactNode
  dir?: Direction
  /** The language of its buttons; the `LocaleProvider`'s by default. */
  language?: Language
  className?: string
}

/** How far one press moves: most of the visible width, so one item stays in sight. */
const STEP = 0.85

/**
 * A row of items that scrolls sideways (a phone's product row): a list snapping item by item,
 * with Back and Forward buttons whose arrows point the reading way (flipped in Arabic). Every
 * item's links stay in the tab order, and focusing one scrolls it into view; the list itself takes
 * focus so arrow keys scroll it. The buttons hide at either end.
 */
export function ScrollRow({ label, children, dir, language, className }: ScrollRowProps) {
  const direction = useDirection(dir)
  const t = useMessages(uiMessages, language)
  const track = useRef<HTMLUListElement>(null)
  const [ends, setEnds] = useState({ start: true, end: false })

  const measure = useCallback(() => {
    const list = track.current
    if (!list) return
    // scrollLeft runs negative from 0 in right-to-left pages: distance from the start either way.
    const fromStart = Math.abs(list.scrollLeft)
    const room = list.scrollWidth - list.clientWidth
    setEnds({ start: fromStart < 2, end: fromStart >= room - 2 })
  }, [])

  useEffect(() => {
    measure()
    const list = track.current
    if (!list || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(list)
    return () => observer.disconnect()
  }, [measure])

  const move = (towards: 1 | -1) => {
    const list = track.current
    if (!list) return
    const sign = direction === 'rtl' ? -1 : 1
    list.scrollBy({ left: towards * sign * list.clientWidth * STEP, behavior: 'smooth' })
  }

  return (
    <div
      className={clsx('matjar-scroll-row', className)}
      dir={direction}
      data-at-start={ends.start ? '' : undefined}
      data-at-end={ends.end ? '' : undefined}
    >
      <ul
        ref={track}
        className="matjar-scroll-row-track"
        aria-label={label}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so the keyboard can scroll it
        tabIndex={0}
        onScroll={measure}
      >
        {Children.map(children, (child) => (child == null ? null : <li>{child}</li>))}
      </ul>
      <button
        type="button"
        className="matjar-scroll-row-button"
        data-side="start"
        aria-label={`${t('row.back')}: ${label}`}
        onClick={() => move(-1)}
        hidden={ends.start}
      >
        {direction === 'rtl' ? <ChevronEndIcon /> : <ChevronStartIcon />}
      </button>
      <button
        type="button"
        className="matjar-scroll-row-button"
        data-side="end"
        aria-label={`${t('row.forward')}: ${label}`}
        onClick={() => move(1)}
        hidden={ends.end}
      >
        {direction === 'rtl' ? <ChevronStartIcon /> : <ChevronEndIcon />}
      </button>
    </div>
  )
}
