import { type RefObject, useEffect } from 'react'

/**
 * Keeps `--shop-header-bottom` on the page: where the header ends on screen (0 once it has
 * scrolled away). The toasts sit below it, so they never cover the header's cart.
 */
export function useHeaderBottom(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const update = () => {
      const bottom = Math.max(0, element.getBoundingClientRect().bottom)
      root.style.setProperty('--shop-header-bottom', `${Math.round(bottom)}px`)
    }
    update()
    const resized = new ResizeObserver(update)
    resized.observe(element)
    window.addEventListener('scroll', update, { passive: true })
    return () => {
      resized.disconnect()
      window.removeEventListener('scroll', update)
    }
  }, [header])
}
