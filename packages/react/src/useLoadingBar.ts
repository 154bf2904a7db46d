'use client'

import { useStorefrontContext } from './StorefrontContext.ts'
import { useActorSlice } from './useActorSlice.ts'

export interface UseLoadingBarResult {
  /** 0 to 100, rising on an estimated curve while loading (spec §4, §9). */
  progress: number
  visible: boolean
  /** The load failed: paint the bar with the error colour. */
  error: boolean
  start: () => void
  finish: () => void
  fail: () => void
}

/**
 * The top loading bar: start it when navigation starts, finish it (or fail it) when it ends. Its
 * machine (and XState) loads with the first start; finishing an idle bar loads nothing.
 */
export const useLoadingBar = (): UseLoadingBarResult => {
  const { loadingBar } = useStorefrontContext('useLoadingBar').actors
  const { progress, visible, error } = useActorSlice(
    loadingBar,
    (snapshot) => snapshot.context,
    (a, b) => a.progress === b.progress && a.visible === b.visible && a.error === b.error,
  )
  return {
    progress,
    visible,
    error,
    start: () => loadingBar.send({ type: 'loadingBar.start' }),
    finish: () => loadingBar.send({ type: 'loadingBar.finish' }),
    fail: () => loadingBar.send({ type: 'loadingBar.error' }),
  }
}
