import type { Direction } from '@matjar/core'
import { createContext, type ReactNode, useContext } from 'react'

const DirectionContext = createContext<Direction>('ltr')

/** Decides the reading direction once for the components below (Arabic: `rtl`). */
export function DirectionProvider({ dir, children }: { dir: Direction; children: ReactNode }) {
  return <DirectionContext.Provider value={dir}>{children}</DirectionContext.Provider>
}

/** The direction a component works in: its own `dir` prop, else the provider's. */
export const useDirection = (dir?: Direction): Direction => {
  const inherited = useContext(DirectionContext)
  return dir ?? inherited
}

/**
 * What an arrow key means in a horizontal widget: ArrowRight goes forward in left-to-right and
 * back in right-to-left; ArrowDown/ArrowUp are forward/back in both. The one place keys flip.
 */
export const arrowStep = (key: string, dir: Direction): 1 | -1 | 0 => {
  if (key === 'ArrowDown') return 1
  if (key === 'ArrowUp') return -1
  if (key === 'ArrowRight') return dir === 'rtl' ? -1 : 1
  if (key === 'ArrowLeft') return dir === 'rtl' ? 1 : -1
  return 0
}
