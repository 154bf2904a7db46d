'use client'

import { type RefObject, useEffect } from 'react'

const FOCUSABLE =
  'a[href],button:not(:disabled),input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])'

const focusableIn = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.hidden)

/**
 * While `active`: focus moves into `container` (its first focusable part, else the container),
 * Tab and Shift+Tab cycle inside it, and when it ends focus returns to where it was before.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const root = container.current
    if (!active || !root) return
    const before = document.activeElement as HTMLElement | null
    const first = focusableIn(root)[0]
    ;(first ?? root).focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return
      const parts = focusableIn(root)
      const head = parts[0]
      const tail = parts.at(-1)
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      if (event.shiftKey && (document.activeElement === head || document.activeElement === root)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault()
        head.focus()
      }
    }
    root.addEventListener('keydown', onKeyDown)
    return () => {
      root.removeEventListener('keydown', onKeyDown)
      if (before?.isConnected) before.focus()
    }
  }, [container, active])
}
